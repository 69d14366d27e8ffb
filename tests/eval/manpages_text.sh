#!/bin/sh
# Renders Debian's Russian manual pages (package manpages-ru, installed with
# apt-get; nothing of it is committed) to plain text, one paragraph per line:
# groff without hyphenation and with a line length no paragraph reaches.
#   manpages_text.sh <output.txt>
set -eu
out=${1:?usage: manpages_text.sh <output.txt>}
pages=$(dpkg -L manpages-ru 2>/dev/null | grep '^/usr/share/man/ru/.*\.gz$' || true)
[ -n "$pages" ] || { echo "manpages-ru is not installed (apt-get install manpages-ru)" >&2; exit 1; }
: >"$out"
for page in $pages; do
  zcat "$page" | groff -K utf-8 -mandoc -Tutf8 -rHY=0 -rLL=2000n -P-cbou 2>/dev/null | col -bx |
    sed -e 's/^ *//' -e 's/  */ /g' | grep -v '^$' >>"$out" || true
done
