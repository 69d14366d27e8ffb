#!/bin/bash
# The command line's speed beside textlint + textlint-rule-prh, on the same
# files in one run (docs/performance.md, "Command line"): a benchmark that
# prints figures, not a test.
#   tests/bench/cli/bench_cli.sh [BUILD_DIR] [RUNS]
# BUILD_DIR (default build/release) holds bin/proofreader; RUNS (default 5)
# rounds, each timing `proofreader check` offline and then textlint on the
# 1,000 Markdown files of make_corpus.sh (made once, kept in
# $TMPDIR/proofreader-bench-cli). Prints each tool's median wall time, its
# remarks and the ratio. textlint comes from npm (package.json here, installed
# by the first run with `npm ci`). The exit codes of both tools are ignored
# (remarks make them 1); a crash is not: the figures are refused.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
build=$(cd "${1:-$root/build/release}" && pwd)
runs=${2:-5}
corpus="${TMPDIR:-/tmp}/proofreader-bench-cli"
[ -x "$build/bin/proofreader" ] || { echo "no $build/bin/proofreader: build the target proofreader" >&2; exit 2; }
[ -f "$corpus/doc0999.md" ] || "$here/make_corpus.sh" "$corpus"
(cd "$here" && { [ node_modules/.package-lock.json -nt package-lock.json ] ||
                 npm ci --no-audit --no-fund --loglevel=error; })

now() { date +%s%N; }
# Runs "$@" with stdout to $out; fails on an exit code above 1 (a crash, a usage error).
timed() {
  local start code=0
  start=$(now)
  "$@" >"$out" 2>"$out.err" || code=$?
  if [ "$code" -gt 1 ]; then echo "$1 failed ($code):" >&2; head -5 "$out.err" >&2; exit 1; fi
  echo $(( ($(now) - start) / 1000000 ))
}
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : int((a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }

out=$(mktemp)
trap 'rm -f "$out" "$out.err"' EXIT
ours=() theirs=()
for run in $(seq 1 "$runs"); do
  ours+=("$(cd "$corpus" && timed "$build/bin/proofreader" check --format json .)")
  our_remarks=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(len(d["remarks"]) if isinstance(d, dict) else len(d))' "$out")
  theirs+=("$(cd "$here" && timed node_modules/.bin/textlint --config .textlintrc.json --format json "$corpus")")
  their_remarks=$(python3 -c 'import json,sys; print(sum(len(f["messages"]) for f in json.load(open(sys.argv[1]))))' "$out")
  echo "run $run: proofreader ${ours[-1]} ms, textlint ${theirs[-1]} ms" >&2
done
files=$(ls "$corpus" | wc -l)
bytes=$(cat "$corpus"/*.md | wc -c)
ours_ms=$(printf '%s\n' "${ours[@]}" | median)
theirs_ms=$(printf '%s\n' "${theirs[@]}" | median)
echo "corpus: $files Markdown files, $bytes bytes of Russian text; $runs runs; $(nproc) cores"
echo "proofreader check (offline, every engine): median $ours_ms ms, $our_remarks remarks"
echo "textlint + textlint-rule-prh:               median $theirs_ms ms, $their_remarks remarks"
awk -v a="$ours_ms" -v b="$theirs_ms" 'BEGIN { printf "ratio textlint / proofreader: %.2f\n", b / a }'
