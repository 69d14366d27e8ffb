#!/bin/sh
# Builds a plain-text Russian corpus (≥1 MB) for bench_morphology from the
# human-translated Debian manuals: debian-faq-ru, maint-guide-ru and
# developers-reference-ru. Nothing is installed or committed.
#   make_corpus.sh <output.txt>
set -eu
out=${1:?usage: make_corpus.sh <output.txt>}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download debian-faq-ru maint-guide-ru developers-reference-ru >/dev/null)
for deb in "$work"/*.deb; do dpkg -x "$deb" "$work/root"; done
find "$work/root" -name '*.ru.html*' -o -name '*.html.ru*' -o -path '*ru*' -name '*.html*' | sort -u |
  python3 -c '
import gzip, html.parser, re, sys

class Text(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.skip = 0
        self.parts = []
    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style", "pre"):
            self.skip += 1
        if tag in ("p", "li", "h1", "h2", "h3", "h4", "td", "dt", "dd", "br", "div"):
            self.parts.append("\n")
    def handle_endtag(self, tag):
        if tag in ("script", "style", "pre") and self.skip:
            self.skip -= 1
    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)

for name in sys.stdin.read().split("\n"):
    if not name:
        continue
    raw = gzip.open(name).read() if name.endswith(".gz") else open(name, "rb").read()
    parser = Text()
    parser.feed(raw.decode("utf-8", "replace"))
    text = "".join(parser.parts)
    for line in text.split("\n"):
        line = re.sub(r"\s+", " ", line).strip()
        if len(re.findall("[а-яё]", line, re.I)) > 20:
            print(line)
' > "$out"
echo "$(wc -c < "$out") bytes of text in $out"
