#!/bin/sh
# Runs bench_style and textlint + textlint-rule-prh on the same 1 MB text and
# the same 1000 replacements, and prints both rates and their ratio.
# Usage: run.sh <build dir>   (needs `npm ci` in this folder first)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: run.sh <build dir>}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$build/bin/bench_style" --write-prh "$work" | tee "$work/ours.txt"
printf '{"rules":{"prh":{"rulePaths":["%s/prh.yml"]}}}\n' "$work" > "$work/.textlintrc.json"
bytes=$(wc -c < "$work/text.txt")
start=$(date +%s.%N)
"$here/node_modules/.bin/textlint" --config "$work/.textlintrc.json" --format json "$work/text.txt" \
  > "$work/textlint.json" || true  # exits 1 when it finds something
end=$(date +%s.%N)
ours=$(awk '/1000 generated/ {for (i = 1; i <= NF; i++) if ($i == "median") print $(i + 1)}' "$work/ours.txt")
awk -v b="$bytes" -v s="$start" -v e="$end" -v o="$ours" 'BEGIN {
  t = b / 1e6 / (e - s);
  printf "textlint + prh (1000 rules)        median %7.3f MB/s (one run, %.1f s)\n", t, e - s;
  printf "ratio style engine / textlint+prh: %.0fx\n", o / t }'
