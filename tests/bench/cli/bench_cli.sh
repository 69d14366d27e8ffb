#!/bin/bash
# The command line's speed beside textlint + textlint-rule-prh, on the same
# files in one run (docs/performance.md, "Command line"): a benchmark that
# prints figures, not a test.
#   tests/bench/cli/bench_cli.sh [BUILD_DIR] [RUNS]
# BUILD_DIR (default build/release) holds bin/proofreader; RUNS (default 5)
# rounds, each timing `proofreader check` offline and then textlint on the
# 1,000 Markdown files of make_corpus.sh (made once, kept in
# $TMPDIR/proofreader-bench-cli). Prints each tool's median wall and CPU
# time, its remarks and the ratio of the wall times. textlint comes from npm (package.json here, installed
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

# Runs "$@" with stdout to $out and prints "<wall ms> <cpu ms>" (CPU: user +
# system of the process and its children, which shows the work apart from a
# busy machine's waiting). Fails on an exit code above 1 (a crash, a usage error).
timed() {
  python3 - "$out" "$@" <<'PY'
import resource, subprocess, sys, time
out, command = sys.argv[1], sys.argv[2:]
start = time.monotonic()
with open(out, "w") as o, open(out + ".err", "w") as e:
    code = subprocess.call(command, stdout=o, stderr=e)
wall = (time.monotonic() - start) * 1000
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
if code > 1 or code < 0:
    sys.stderr.write("%s failed (%d): %s\n" % (command[0], code, open(out + ".err").read()[:500]))
    sys.exit(1)
print("%d %d" % (wall, (usage.ru_utime + usage.ru_stime) * 1000))
PY
}
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : int((a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }

out=$(mktemp)
trap 'rm -f "$out" "$out.err"' EXIT
ours=() theirs=() ours_cpu=() theirs_cpu=()
for run in $(seq 1 "$runs"); do
  read -r wall cpu < <(cd "$corpus" && timed "$build/bin/proofreader" check --format json .)
  ours+=("$wall") ours_cpu+=("$cpu")
  our_remarks=$(python3 -c 'import json,sys; print(sum(len(f["remarks"]) for f in json.load(open(sys.argv[1]))["files"]))' "$out")
  read -r wall cpu < <(cd "$here" && timed node_modules/.bin/textlint --config .textlintrc.json --format json "$corpus")
  theirs+=("$wall") theirs_cpu+=("$cpu")
  their_remarks=$(python3 -c 'import json,sys; print(sum(len(f["messages"]) for f in json.load(open(sys.argv[1]))))' "$out")
  echo "run $run: proofreader ${ours[-1]} ms (CPU ${ours_cpu[-1]} ms), textlint ${theirs[-1]} ms (CPU ${theirs_cpu[-1]} ms)" >&2
done
files=$(ls "$corpus" | wc -l)
bytes=$(cat "$corpus"/*.md | wc -c)
m() { printf '%s\n' "$@" | median; }
ours_ms=$(m "${ours[@]}") theirs_ms=$(m "${theirs[@]}")
echo "corpus: $files Markdown files, $bytes bytes of Russian text; $runs runs; $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
echo "proofreader check (offline, every engine): median $ours_ms ms wall, $(m "${ours_cpu[@]}") ms CPU; $our_remarks remarks"
echo "textlint + textlint-rule-prh:               median $theirs_ms ms wall, $(m "${theirs_cpu[@]}") ms CPU; $their_remarks remarks"
awk -v a="$ours_ms" -v b="$theirs_ms" 'BEGIN { printf "ratio of wall times, textlint / proofreader: %.2f\n", b / a }'
