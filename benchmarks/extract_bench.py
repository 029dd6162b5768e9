#!/usr/bin/env python3
"""Extraction throughput: the full Extractor against the bare pipeline underneath it, in the same run.

    .venv/bin/python benchmarks/extract_bench.py [--repeat 5] [--batch-size 64] [--json]

English: `Extractor.extract_many` (validation, PII redaction, the trained model and the graphmem component,
concept resolution, memory objects) against bare `nlp.pipe` of the same spaCy model, loaded as it ships
(`spacy.load`), on the same texts. The extractor's own pipeline answers the model's attribute rules and
lemmatizer from tables (graphmem/extract/rule_tables.py: the same annotations, less time) and runs the
model's entity recognizer only on messages it could label something in (graphmem/extract/entity_gate.py: the
same memories; the share of messages it skips is printed); that pipeline without the graphmem component is
shown beside it, so the grammar's own cost can be read off too.
Chinese: the full Extractor against bare jieba segmentation (`jieba.lcut`) of the same texts; spaCy's
blank("zh") pipeline over them is shown beside it, with the time per message that 0.7x bare would leave
for everything after segmentation, the part of it the contract's fixed steps take whatever the grammar does
(input checks, PII redaction, language detection, building the memory objects), and the time actually spent.
Texts are the labelled test sentences (tests/data/extraction_*.jsonl), each read once per timed run, and the
extractor forgets the lookups it remembers across messages before each run (`Extractor.forget_lookups`), so
that no text is cheaper for having been seen before. Target: full/bare >= 0.7 in both languages. Not a test:
nothing here asserts timings.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import spacy  # noqa: E402

from graphmem.extract import Extractor, ExtractRequest, detect_language, validate_text  # noqa: E402
from graphmem.extract.en import COMPONENT, model_name  # noqa: E402
from graphmem.extract.entity_gate import ENTITY_GATE, EntityGate  # noqa: E402
from graphmem.models import ExtractedMemory  # noqa: E402
from graphmem.pii import redact  # noqa: E402

AT = datetime(2026, 3, 10, 9, 0, tzinfo=UTC)


def texts(lang: str) -> list[str]:
    path = REPO / "tests" / "data" / f"extraction_{lang}.jsonl"
    return [
        json.loads(line)["text"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
    ]


def best_rates(
    full: Callable[[], None],
    bare: list[Callable[[], None]],
    count: int,
    repeat: int,
    reset: Callable[[], None],
) -> list[float]:
    """Docs per second of the fastest of `repeat` runs of `full` and of each `bare` run (in that order),
    interleaved so that load from other work on the machine falls on all alike. `reset` runs before each
    timed full run, so that nothing remembered from an earlier run makes it cheaper."""
    runs = [full, *bare]
    best = [float("inf")] * len(runs)
    for _ in range(repeat):
        for index, run in enumerate(runs):
            if run is full:
                reset()
            start = time.perf_counter()
            run()
            best[index] = min(best[index], time.perf_counter() - start)
    return [count / seconds for seconds in best]


def recognizer_skipped(nlp: spacy.language.Language, texts: list[str], batch_size: int) -> float:
    """The share of `texts` the entity gate keeps from the recognizer (untimed)."""
    gate = nlp.get_pipe(ENTITY_GATE)
    assert isinstance(gate, EntityGate)
    docs = nlp.pipe(texts, batch_size=batch_size, disable=[ENTITY_GATE, COMPONENT])
    return sum(not gate.needed(doc) for doc in docs) / len(texts)


def best_rate(run: Callable[[], None], count: int, repeat: int) -> float:
    """Docs per second of the fastest of `repeat` runs."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return count / best


def fixed_steps_us(extractor: Extractor, requests: list[ExtractRequest], repeat: int) -> float:
    """Microseconds per message for what the contract makes every message cost before and after any reading:
    checking the text, redacting PII, detecting the language, and building (validating) the memory objects
    the extractor returns for it. No grammar can get under this."""
    fields = [[memory.model_dump() for memory in memories] for memories in extractor.extract_many(requests)]
    limit = extractor.settings.max_text_chars

    def steps() -> None:
        for request, memories in zip(requests, fields, strict=True):
            detect_language(redact(validate_text(request.text, limit)))
            for memory in memories:
                ExtractedMemory.model_validate(memory)

    return 1e6 / best_rate(steps, len(requests), repeat)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument(
        "--copies",
        type=int,
        default=1,
        help="how often the sentence set is repeated (a repeat meets lookups remembered from the first time)",
    )
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    extractor = Extractor()
    results: dict[str, dict[str, float]] = {}

    en = texts("en") * args.copies
    nlp = extractor.pipeline("en")
    requests = [ExtractRequest(text=t, at=AT, lang="en") for t in en]
    list(extractor.extract_many(requests[:64]))  # warm up caches

    def full_en() -> None:
        for _ in extractor.extract_many(requests, batch_size=args.batch_size):
            pass

    stock = spacy.load(model_name(extractor.settings))
    list(stock.pipe(en[:64]))

    def bare_pipe() -> None:
        for _ in stock.pipe(en, batch_size=args.batch_size):
            pass

    def tuned_pipe() -> None:
        # the extractor's own pipeline with the graphmem component switched off
        with nlp.select_pipes(disable=[COMPONENT]):
            for _ in nlp.pipe(en, batch_size=args.batch_size):
                pass

    full, bare, tuned = best_rates(
        full_en, [bare_pipe, tuned_pipe], len(en), args.repeat, extractor.forget_lookups
    )
    results["en"] = {
        "docs": len(en),
        "full_docs_per_s": round(full, 1),
        "bare_docs_per_s": round(bare, 1),
        "ratio": round(full / bare, 3),
        "tuned_docs_per_s": round(tuned, 1),
        "ratio_to_tuned": round(full / tuned, 3),
        "recognizer_skipped": round(recognizer_skipped(nlp, en, args.batch_size), 3),
    }

    zh_path = REPO / "tests" / "data" / "extraction_zh.jsonl"
    if zh_path.exists():
        import jieba

        zh = texts("zh") * args.copies
        zh_requests = [ExtractRequest(text=t, at=AT, lang="zh") for t in zh]
        list(extractor.extract_many(zh_requests[:64]))
        jieba.lcut(zh[0])

        def full_zh() -> None:
            for _ in extractor.extract_many(zh_requests, batch_size=args.batch_size):
                pass

        def bare_jieba() -> None:
            for text in zh:
                jieba.lcut(text)

        zh_nlp = extractor.pipeline("zh")

        def bare_spacy_zh() -> None:
            # spaCy's own blank("zh") pipeline with our component switched off: segmentation into a Doc
            with zh_nlp.select_pipes(disable=zh_nlp.pipe_names):
                for _ in zh_nlp.pipe(zh, batch_size=args.batch_size):
                    pass

        full, bare = best_rates(full_zh, [bare_jieba], len(zh), args.repeat, extractor.forget_lookups)
        bare_doc = best_rate(bare_spacy_zh, len(zh), args.repeat)
        results["zh"] = {
            "docs": len(zh),
            "full_docs_per_s": round(full, 1),
            "bare_docs_per_s": round(bare, 1),
            "ratio": round(full / bare, 3),
            "bare_spacy_docs_per_s": round(bare_doc, 1),
            # what 0.7x bare leaves per message for everything after segmentation
            "budget_us_at_0_7": round(1e6 * (1 / (0.7 * bare) - 1 / bare), 1),
            "fixed_steps_us": round(fixed_steps_us(extractor, zh_requests, args.repeat), 1),
            "spent_us": round(1e6 * (1 / full - 1 / bare), 1),
        }

    if args.json:
        print(json.dumps(results))
    else:
        for lang, row in results.items():
            bare_name = "nlp.pipe" if lang == "en" else "jieba.lcut"
            print(
                f"{lang}: {row['docs']} docs  full {row['full_docs_per_s']:.0f} docs/s  "
                f"bare {bare_name} {row['bare_docs_per_s']:.0f} docs/s  ratio {row['ratio']:.2f}"
            )
            if "tuned_docs_per_s" in row:
                print(
                    f"    the extractor's pipeline without the graphmem component (rule tables in place of "
                    f"the model's attribute ruler and lemmatizer, the entity recognizer gated) "
                    f"{row['tuned_docs_per_s']:.0f} docs/s; full/that {row['ratio_to_tuned']:.2f}; "
                    f"the recognizer skipped {row['recognizer_skipped']:.0%} of the messages"
                )
            if "bare_spacy_docs_per_s" in row:
                print(
                    f"    bare spaCy blank('zh') {row['bare_spacy_docs_per_s']:.0f} docs/s; at 0.7x bare, "
                    f"{row['budget_us_at_0_7']:.0f} us per message would be left for all reading after "
                    f"segmentation, {row['fixed_steps_us']:.0f} us of them taken by the fixed steps "
                    f"(checks, redaction, language, memory objects); {row['spent_us']:.0f} us are spent"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
