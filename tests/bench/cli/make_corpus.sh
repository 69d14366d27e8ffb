#!/bin/sh
# Writes the benchmark's documentation tree: 1,000 Markdown files holding
# 1 MB (1,048,576 bytes, to a few bytes a file) of Russian text, from Debian's
# Russian manual pages rendered offline (tests/eval/manpages_text.sh; the
# package manpages-ru). Each file is a heading and the next paragraphs of the
# text, cut at a word to 1/1000 of the megabyte, with a list item every few paragraphs; paragraphs that are
# mostly not Cyrillic (option tables, code) are left out.
#   make_corpus.sh <folder>
set -eu
out=${1:?usage: make_corpus.sh <folder>}
here=$(cd "$(dirname "$0")" && pwd)
text=$(mktemp)
trap 'rm -f "$text"' EXIT
sh "$here/../../eval/manpages_text.sh" "$text"
rm -rf "$out"
mkdir -p "$out"
python3 - "$text" "$out" <<'PY'
import os, re, sys
text, out = sys.argv[1], sys.argv[2]
files, total_bytes = 1000, 1 << 20
per_file = total_bytes // files
paragraphs = []
for line in open(text, encoding="utf-8", errors="replace"):
    line = line.strip()
    letters = re.findall(r"[A-Za-zА-Яа-яЁё]", line)
    cyrillic = re.findall(r"[А-Яа-яЁё]", line)
    if len(line) > 60 and letters and len(cyrillic) / len(letters) > 0.8:
        paragraphs.append(line)
if not paragraphs:
    sys.exit("no Russian paragraphs in the manual pages")
at = 0
for n in range(files):
    body = "# Раздел %d\n\n" % (n + 1)
    k = 0
    while True:
        room = per_file - len(body.encode()) - 2
        p = ("- " if (k + 1) % 4 == 0 else "") + paragraphs[at % len(paragraphs)]
        at += 1
        k += 1
        if len(p.encode()) > room:
            # The last paragraph is cut at a word to the file's share of the megabyte.
            p = p.encode()[:room].decode(errors="ignore").rsplit(" ", 1)[0]
            body += p + ".\n"
            break
        body += p + "\n\n"
    with open(os.path.join(out, "doc%04d.md" % n), "w", encoding="utf-8") as f:
        f.write(body)
PY
cat "$out"/*.md | wc -c | xargs printf '%s bytes in ' >&2
ls "$out" | wc -l | xargs printf '%s files\n' >&2
