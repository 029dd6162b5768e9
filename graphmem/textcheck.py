"""The one check every message text passes, wherever it enters (ingest, extract)."""

from __future__ import annotations

import unicodedata

# Newline and tab are ordinary in messages; every other control character is refused.
ALLOWED_CONTROLS = frozenset("\n\t")


def text_problem(text: str, max_chars: int) -> str | None:
    """Why `text` cannot be taken as a message, or None when it can."""
    if not text.strip():
        return "text is empty"
    if len(text) > max_chars:
        return f"text is {len(text)} characters long; the limit is {max_chars} (GRAPHMEM_MAX_TEXT_CHARS)"
    for position, char in enumerate(text):
        category = unicodedata.category(char)
        if category == "Cc" and char not in ALLOWED_CONTROLS:
            return (f"text contains the control character U+{ord(char):04X} at position {position}; "
                    "only newline and tab are allowed")
        if category == "Cs":
            # A lone surrogate (valid JSON such as "\ud800") is not text and cannot be stored as UTF-8.
            return f"text contains the lone surrogate U+{ord(char):04X} at position {position}"
    return None
