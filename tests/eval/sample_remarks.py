#!/usr/bin/env python3
"""A random sample of the language remarks of a remark_density.py --dump file, as a label file.

  sample_remarks.py --seed N --size 200 --commit COMMIT remarks.jsonl > labels.tsv

Language remarks are those of the categories spelling, grammar, agreement, punctuation and
consistency. Each row: n, category, rule, fragment, an empty judgement column (fill in «real» or
«false» by hand) and about 60 characters of the block around the fragment, whitespace folded.
"""
import argparse
import json
import random
import sys

LANGUAGE = ("spelling", "grammar", "agreement", "punctuation", "consistency")


def context(block, fragment, offset, length, width=60):
    if isinstance(offset, int) and isinstance(length, int) and block[offset:offset + length] == fragment:
        start = offset
    else:
        start = max(block.find(fragment), 0)
    text = block[max(0, start - width):start + len(fragment) + width]
    return " ".join(text.split())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dump")
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--size", type=int, default=200)
    args = ap.parse_args()
    remarks = [r for r in map(json.loads, open(args.dump, encoding="utf-8")) if r.get("category") in LANGUAGE]
    sample = random.Random(args.seed).sample(range(len(remarks)), min(args.size, len(remarks)))
    print(f"# {len(remarks)} language remarks in {args.dump}; seed {args.seed}, {len(sample)} sampled")
    print("# n\tcategory\trule\tfragment\tjudgement\tcontext")
    for n, i in enumerate(sorted(sample)):
        r = remarks[i]
        frag = (r.get("fragment") or "").replace("\t", " ").replace("\n", " ")
        print("\t".join([str(n), r["category"], r.get("rule") or "", frag, "",
                         context(r.get("block", ""), r.get("fragment") or "", r.get("offset"), r.get("length"))]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
