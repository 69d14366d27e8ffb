#!/usr/bin/env python3
"""Items of stdin whose sentence no earlier item set used: fresh development material for the clean
share once the first items have been read (issue 35, item 3, round 3).

  inject_classes DICT --dev-only --clean-every 1 --max-per-class 100000 < /tmp/catalogs.txt \\
      | fresh_items.py /tmp/classes.jsonl /tmp/cat-items.jsonl > /tmp/fresh.jsonl

A sentence counts as used when it is the text or the original of any item of the given files (of
either split: only compared, never printed). inject_classes --dev-only never writes a held-out sentence.
"""
import json
import sys


def main():
    used = set()
    for path in sys.argv[1:]:
        for line in open(path, encoding="utf-8"):
            item = json.loads(line)
            used.update(item.get(key) for key in ("text", "original") if item.get(key))
    kept = 0
    for line in sys.stdin:
        item = json.loads(line)
        if item.get("split") == "dev" and item["text"] not in used and item.get("original") not in used:
            sys.stdout.write(line)
            kept += 1
    print(f"{kept} fresh items", file=sys.stderr)


if __name__ == "__main__":
    main()
