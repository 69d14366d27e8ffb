#!/usr/bin/env python3
"""Scores the grammar server alone on an eval corpus (e.g. ../shared/eval/dev.jsonl).

Sends every text straight to a running proofreader-grammar (or LanguageTool) /v2/check,
maps LanguageTool categories to remark categories as the grammar-client engine does, and
counts, as score.py does, which expected items of the given categories were found (a match
of an accepted category overlapping the fragment) and which matches fell on clean texts.

    score_dev.py --url http://127.0.0.1:8010 dev.jsonl
"""
import argparse
import json
import urllib.parse
import urllib.request

# LanguageTool category id -> remark category, as plugins/engines/grammar-client maps them.
def remark_category(category_id, issue_type):
    if category_id == "TYPOS":
        return "spelling"
    if category_id == "PUNCTUATION":
        return "punctuation"
    if category_id == "TYPOGRAPHY" or issue_type in ("typographical", "whitespace"):
        return "typography"
    return "grammar"

# Expected category -> remark categories accepted (../shared/eval/README.md).
ACCEPTED = {
    "spelling": {"spelling"},
    "punctuation": {"punctuation", "grammar"},
    "typography": {"typography", "punctuation", "style"},
    "repetition": {"repetition", "grammar", "style", "typography"},
    "agreement": {"agreement", "grammar"},
}


def utf16_to_cp(text, offset):
    units = 0
    for i, ch in enumerate(text):
        if units >= offset:
            return i
        units += 2 if ord(ch) > 0xFFFF else 1
    return len(text)


def check(url, text):
    body = urllib.parse.urlencode({"language": "ru-RU", "text": text}).encode()
    with urllib.request.urlopen(url + "/v2/check", body, timeout=30) as r:
        return json.load(r)["matches"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", default="http://127.0.0.1:8010")
    ap.add_argument("--only", default="spelling,punctuation,typography,repetition")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("corpus")
    args = ap.parse_args()
    only = set(args.only.split(","))
    found = total = false_positives = clean = 0
    for line in open(args.corpus, encoding="utf-8"):
        item = json.loads(line)
        text = item["text"]
        remarks = []
        for m in check(args.url, text):
            start = utf16_to_cp(text, m["offset"])
            end = utf16_to_cp(text, m["offset"] + m["length"])
            cat = remark_category(m["rule"]["category"]["id"], m["rule"]["issueType"])
            remarks.append((start, end, cat, m["rule"]["id"], text[start:end]))
        if not item["expect"]:
            clean += 1
            for r in remarks:
                false_positives += 1
                print(f"FALSE POSITIVE {item['id']}: {r[3]} «{r[4]}» in {text}")
            continue
        for e in item["expect"]:
            if e["cat"] not in only:
                continue
            total += 1
            at = text.find(e["frag"])
            hit = any(r[2] in ACCEPTED[e["cat"]] and r[0] < at + len(e["frag"]) and at < r[1] for r in remarks)
            found += hit
            if not hit or args.verbose:
                print(f"{'found' if hit else 'MISSED'} {item['id']} {e['cat']} «{e['frag']}»: {text}")
        if args.verbose:
            for r in remarks:
                print(f"    {r[3]} «{r[4]}»")
    print(f"recall {found}/{total}; false positives on {clean} clean texts: {false_positives}")


if __name__ == "__main__":
    main()
