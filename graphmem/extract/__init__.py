"""Extraction: conversation text in, typed and disambiguated memories out. Pure — no database.

    from graphmem.extract import Extractor
    memories = Extractor().extract("I'm allergic to peanuts.")

Language pipelines are loaded lazily, on first use, and kept per language. Text is validated, then its
PII redacted (`graphmem.pii.redact`) before any pipeline sees it, so no memory value or source text can
hold a raw ID, card or phone number.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Literal, cast
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import BaseModel, ConfigDict, field_validator

from graphmem.errors import InvalidInputError, ModelNotAvailableError
from graphmem.extract.base import PIPE_CHUNK, ExtractionContext, LanguageModule
from graphmem.models import ExtractedMemory, UtcDatetime
from graphmem.textcheck import text_problem
from graphmem.timeutil import utcnow

if TYPE_CHECKING:
    from spacy.language import Language

    from graphmem.concepts import Lexicon
    from graphmem.config import Settings

__all__ = ["ExtractRequest", "Extractor", "detect_language"]

Lang = Literal["en", "zh"]
LangOption = Literal["auto", "en", "zh"]
LANGUAGES: tuple[Lang, ...] = ("en", "zh")


def _is_cjk(char: str) -> bool:
    code = ord(char)
    return (
        0x4E00 <= code <= 0x9FFF
        or 0x3400 <= code <= 0x4DBF
        or 0x20000 <= code <= 0x2A6DF
        or 0xF900 <= code <= 0xFAFF
    )


def _package_version(name: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(name)
    except PackageNotFoundError:
        return ""


def detect_language(text: str) -> Lang:
    """`zh` when Chinese characters make up at least a fifth of the letters, else `en`.

    Chinese needs few characters per idea, so a Chinese sentence with an English brand name ("我喜欢 Apple")
    is still Chinese, while an English sentence quoting one Chinese word stays English.
    """
    cjk = letters = 0
    for char in text:
        if _is_cjk(char):
            cjk += 1
            letters += 1
        elif char.isalpha():
            letters += 1
    if letters == 0 or cjk == 0:
        return "en"
    # an English word is ~5 letters for one idea; a Chinese word ~1.5 characters
    return "zh" if cjk * 3 >= (letters - cjk) * 0.5 else "en"


def validate_text(text: str, max_chars: int) -> str:
    """The checks every text passes before extraction; raise `InvalidInputError` naming the problem."""
    if not isinstance(text, str):
        raise InvalidInputError("text must be a string")
    problem = text_problem(text, max_chars)
    if problem is not None:
        hint = ": give the message to extract memories from" if problem == "text is empty" else ""
        raise InvalidInputError(problem + hint)
    return text


def _zone(name: str | None, default: str) -> ZoneInfo:
    key = name or default
    try:
        return ZoneInfo(key)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise InvalidInputError(f"unknown timezone {key!r}: use an IANA name such as Asia/Shanghai") from exc


class ExtractRequest(BaseModel):
    """One message to extract from, as `Extractor.extract_many` takes it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str
    at: UtcDatetime | None = None
    lang: LangOption = "auto"
    domain: str | None = None
    timezone: str | None = None

    @field_validator("text")
    @classmethod
    def _text_not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("text is empty")
        return value


@dataclass(frozen=True)
class _Prepared:
    text: str
    lang: Lang
    ctx: ExtractionContext


class Extractor:
    """Turns messages into `ExtractedMemory` objects; the pipelines load on first use."""

    def __init__(self, settings: Settings | None = None, lexicon: Lexicon | None = None) -> None:
        if settings is None:
            from graphmem.config import Settings

            settings = Settings()
        self.settings = settings
        self._lexicon = lexicon
        self._pipelines: dict[Lang, Language] = {}

    @property
    def lexicon(self) -> Lexicon:
        if self._lexicon is None:
            from graphmem.concepts import Lexicon

            self._lexicon = Lexicon.load(self.settings.lexicon_paths)
        return self._lexicon

    # --- pipelines ---

    @staticmethod
    def _module(lang: Lang) -> LanguageModule:
        try:
            module = importlib.import_module(f"graphmem.extract.{lang}")
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith("graphmem"):
                raise ModelNotAvailableError(f"graphmem has no {lang!r} extraction module") from exc
            raise ModelNotAvailableError(
                f"a package the {lang!r} pipeline needs is missing: {exc.name}; "
                "reinstall graphmem (`pip install graphmem[models]`)"
            ) from exc
        return cast(LanguageModule, module)

    def forget_lookups(self) -> None:
        """Forget what was remembered across messages (lexicon matches of recurring phrases, parsed time
        phrases), as if no message had been read yet; benchmarks call it so that repeated texts cost what
        unseen ones do."""
        from graphmem.extract import en, zh_time

        en.parse_time.cache_clear()
        zh_time.forget_times()
        for nlp in self._pipelines.values():
            for _, pipe in nlp.pipeline:
                forget = getattr(pipe, "forget_lookups", None)
                if callable(forget):
                    forget()

    def pipeline(self, lang: Lang) -> Language:
        """The spaCy pipeline of a language, loaded once per extractor."""
        nlp = self._pipelines.get(lang)
        if nlp is None:
            nlp = self._module(lang).build_pipeline(self.settings, self.lexicon)
            self._pipelines[lang] = nlp
        return nlp

    def check_models(self) -> dict[str, str]:
        """language → model name and version; raises `ModelNotAvailableError` with an install hint."""
        out: dict[str, str] = {}
        for lang in LANGUAGES:
            nlp = self.pipeline(lang)
            meta = nlp.meta
            segmenter = nlp.config["nlp"]["tokenizer"].get("segmenter")
            if meta.get("version", "0.0.0") == "0.0.0" and segmenter:
                # a blank pipeline: what matters is the segmenter under it
                out[lang] = f"spacy.blank({lang!r}) + {segmenter} {_package_version(str(segmenter))}".strip()
            else:
                name = f"{meta.get('lang', lang)}_{meta.get('name', 'pipeline')}"
                out[lang] = f"{name} {meta.get('version', '')}".strip()
        return out

    # --- extraction ---

    def _prepare(
        self, text: str, at: datetime | None, lang: LangOption, domain: str | None, timezone: str | None
    ) -> _Prepared:
        from graphmem.pii import redact

        validate_text(text, self.settings.max_text_chars)
        if lang not in ("auto", "en", "zh"):
            raise InvalidInputError(f"unknown language {lang!r}: use auto, en or zh")
        if at is not None and (at.tzinfo is None or at.utcoffset() is None):
            raise InvalidInputError("`at` must be timezone-aware (a UTC offset is required)")
        moment = utcnow() if at is None else at.astimezone(ZoneInfo("UTC"))
        redacted = redact(text)
        chosen: Lang = detect_language(redacted) if lang == "auto" else lang
        ctx = ExtractionContext(
            at=moment,
            timezone=_zone(timezone, self.settings.timezone),
            domain=domain or None,
            lexicon=self.lexicon,
        )
        return _Prepared(redacted, chosen, ctx)

    def extract(
        self,
        text: str,
        *,
        at: datetime | None = None,
        lang: LangOption = "auto",
        domain: str | None = None,
        timezone: str | None = None,
    ) -> list[ExtractedMemory]:
        """The memories one message holds (an empty list for questions, requests and chatter)."""
        prepared = self._prepare(text, at, lang, domain, timezone)
        nlp = self.pipeline(prepared.lang)
        doc = nlp(prepared.text)
        return self._module(prepared.lang).memories_from_doc(doc, prepared.ctx)

    def extract_many(
        self, items: Iterable[ExtractRequest], *, batch_size: int = 64
    ) -> Iterator[list[ExtractedMemory]]:
        """Memories of each request, in input order; texts are batched through `nlp.pipe` per language."""
        chunk: list[_Prepared] = []
        for item in items:
            chunk.append(self._prepare(item.text, item.at, item.lang, item.domain, item.timezone))
            if len(chunk) >= max(batch_size, PIPE_CHUNK):
                yield from self._run_chunk(chunk, batch_size)
                chunk = []
        if chunk:
            yield from self._run_chunk(chunk, batch_size)

    def _run_chunk(self, chunk: list[_Prepared], batch_size: int) -> Iterator[list[ExtractedMemory]]:
        results: list[list[ExtractedMemory] | None] = [None] * len(chunk)
        for lang in LANGUAGES:
            indexes = [i for i, p in enumerate(chunk) if p.lang == lang]
            if not indexes:
                continue
            nlp = self.pipeline(lang)
            module = self._module(lang)
            docs = nlp.pipe((chunk[i].text for i in indexes), batch_size=batch_size)
            for i, doc in zip(indexes, docs, strict=True):
                results[i] = module.memories_from_doc(doc, chunk[i].ctx)
        for result in results:
            yield result if result is not None else []
