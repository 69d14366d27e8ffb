#!/usr/bin/env python3
"""Remarks per 1000 words of clean, edited text, by category, through a running service.

Each text file is sent to POST /api/check-text in pieces of whole lines (at most --chunk
characters); words are whitespace-separated tokens. Used for the false-alarm figures on
Debian's Russian manual pages (see docs/performance.md):

  remark_density.py --base http://127.0.0.1:3080 --password secret [--dump remarks.jsonl] FILE...
"""
import argparse
import collections
import http.cookiejar
import json
import sys
import urllib.request


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--base", default="http://127.0.0.1:3080")
    ap.add_argument("--login", default="admin")
    ap.add_argument("--password", required=True)
    ap.add_argument("--chunk", type=int, default=6000)
    ap.add_argument("--dump", help="write every remark with its text as JSON lines")
    args = ap.parse_args()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))

    def post(path, body):
        req = urllib.request.Request(args.base.rstrip("/") + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
        with opener.open(req, timeout=300) as resp:
            return json.loads(resp.read().decode() or "null")

    post("/api/auth/login", {"login": args.login, "password": args.password})
    counts, words = collections.Counter(), 0
    dump = open(args.dump, "w", encoding="utf-8") if args.dump else None
    for path in args.files:
        lines = [l.rstrip() for l in open(path, encoding="utf-8", errors="replace") if l.strip()]
        pieces, piece = [], ""
        for line in lines:
            if piece and len(piece) + len(line) > args.chunk:
                pieces.append(piece)
                piece = ""
            piece += line + "\n"
        if piece:
            pieces.append(piece)
        for text in pieces:
            words += len(text.split())
            answer = post("/api/check-text", {"text": text})
            blocks = {b.get("index"): b.get("text", "") for b in answer.get("blocks", [])}
            for r in answer.get("remarks", []):
                counts[r.get("category")] += 1
                if dump:
                    dump.write(json.dumps({"file": path, "category": r.get("category"), "rule": r.get("rule_id"),
                                           "engine": r.get("engine"), "fragment": r.get("fragment"),
                                           "offset": r.get("offset"), "length": r.get("length"),
                                           "block": blocks.get(r.get("block"), "")}, ensure_ascii=False) + "\n")
    print(f"words {words}")
    for cat, n in sorted(counts.items(), key=lambda kv: -kv[1]):
        print(f"{cat:16} {n:6}  {1000.0 * n / max(words, 1):6.2f} per 1000 words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
