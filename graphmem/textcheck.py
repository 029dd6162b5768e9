"""The one check every message text passes, wherever it enters (ingest, extract)."""

from __future__ import annotations

import re

# Newline and tab are ordinary in messages; every other control character is refused.
ALLOWED_CONTROLS = frozenset("\n\t")
# The characters refused below, as one class: the control characters (category Cc is exactly U+0000-U+001F
# and U+007F-U+009F) but newline and tab, and the surrogates (Cs, U+D800-U+DFFF). One search finds the
# first of them instead of a category lookup per character.
_REFUSED = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff]")


def text_problem(text: str, max_chars: int) -> str | None:
    """Why `text` cannot be taken as a message, or None when it can."""
    if not text.strip():
        return "text is empty"
    if len(text) > max_chars:
        return f"text is {len(text)} characters long; the limit is {max_chars} (GRAPHMEM_MAX_TEXT_CHARS)"
    found = _REFUSED.search(text)
    if found is None:
        return None
    position, code = found.start(), ord(found.group(0))
    if 0xD800 <= code <= 0xDFFF:
        # A lone surrogate (valid JSON such as "\ud800") is not text and cannot be stored as UTF-8.
        return f"text contains the lone surrogate U+{code:04X} at position {position}"
    return (f"text contains the control character U+{code:04X} at position {position}; "
            "only newline and tab are allowed")
