#!/bin/sh
# Renders a package of Debian's Russian manual pages (manpages-ru by default,
# or e.g. manpages-ru-dev; installed with apt-get, nothing of it is committed)
# to plain text, one paragraph per line: groff without hyphenation and with a
# line length no paragraph reaches.
#   manpages_text.sh <output.txt> [package]
set -eu
out=${1:?usage: manpages_text.sh <output.txt> [package]}
package=${2:-manpages-ru}
pages=$(dpkg -L "$package" 2>/dev/null | grep '^/usr/share/man/ru/.*\.gz$' || true)
[ -n "$pages" ] || { echo "$package is not installed (apt-get install $package)" >&2; exit 1; }
: >"$out"
for page in $pages; do
  zcat "$page" | groff -K utf-8 -mandoc -Tutf8 -rHY=0 -rLL=2000n -P-cbou 2>/dev/null | col -bx |
    sed -e 's/^ *//' -e 's/  */ /g' | grep -v '^$' >>"$out" || true
done
