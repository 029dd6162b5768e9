#!/usr/bin/env python3
"""Run the extractor on a labelled gold file and score it with the shared scorer.

    .venv/bin/python scripts/eval_extraction.py /work/shared/eval/extraction_public.jsonl [--verbose]

Gold lines: {"id", "lang", "text", "expect": [...], "at"?, "domain"?, "timezone"?}. Predictions are
written to PRED (default: a new file named after the gold file in the temp directory) as
{"id", "memories": [...]}, then the scorer (`--scorer`, default /work/shared/eval/score_extraction.py)
prints its JSON verdict.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from graphmem.extract import Extractor, ExtractRequest
from graphmem.timeutil import parse_timestamp

DEFAULT_AT = "2026-03-10T09:00:00Z"  # a Tuesday
DEFAULT_SCORER = Path("/work/shared/eval/score_extraction.py")


def predict(gold: Path, pred: Path, at: str) -> int:
    rows = [json.loads(line) for line in gold.read_text(encoding="utf-8").splitlines() if line.strip()]
    requests = [
        ExtractRequest(
            text=row["text"],
            at=parse_timestamp(row.get("at") or at),
            lang=row.get("lang", "auto") if row.get("lang") in ("en", "zh") else "auto",
            domain=row.get("domain"),
            timezone=row.get("timezone"),
        )
        for row in rows
    ]
    extractor = Extractor()
    with pred.open("w", encoding="utf-8") as out:
        for row, memories in zip(rows, extractor.extract_many(requests), strict=True):
            payload = [m.model_dump(mode="json", exclude={"source"}) for m in memories]
            out.write(json.dumps({"id": row["id"], "memories": payload}, ensure_ascii=False) + "\n")
    return len(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("gold", type=Path)
    parser.add_argument("--pred", type=Path, default=None, help="where to write the predictions")
    parser.add_argument("--scorer", type=Path, default=DEFAULT_SCORER)
    parser.add_argument("--at", default=DEFAULT_AT, help="message time for lines without 'at'")
    parser.add_argument("--verbose", action="store_true", help="let the scorer list every failure")
    args = parser.parse_args(argv)
    if args.pred is None:  # a file of its own, so runs side by side never overwrite each other's predictions
        handle, name = tempfile.mkstemp(prefix=f"{args.gold.stem}.", suffix=".pred.jsonl")
        os.close(handle)
        args.pred = Path(name)
    pred = args.pred
    count = predict(args.gold, pred, args.at)
    print(f"{count} lines -> {pred}", file=sys.stderr)
    command = [sys.executable, str(args.scorer), str(args.gold), str(pred)]
    if args.verbose:
        command.append("--verbose")
    return subprocess.run(command, check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
