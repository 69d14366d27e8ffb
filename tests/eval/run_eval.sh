#!/usr/bin/env bash
# Quality guard: starts the grammar server and the host with every in-tree
# engine, runs the shared scorer (../shared/eval/score.py) on its development
# corpus and fails unless it finds every item with no false positive (the
# issues' quality bar; the corpus is a development set, so this guards
# against regressions, it is not what the engines are tuned to).
# usage: run_eval.sh BUILD_DIR [MIN_RECALL] [MAX_FP]
set -euo pipefail
build=$1 min_recall=${2:-1.0} max_fp=${3:-0}
root="$(cd "$(dirname "$0")/../.." && pwd)"
eval_dir="$root/../shared/eval"
if [ ! -f "$eval_dir/score.py" ]; then echo "no $eval_dir/score.py: skipped"; exit 77; fi
work="$(mktemp -d)"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
gport=$(free_port) bport=$(free_port)
"$build/bin/proofreader-grammar" --port "$gport" >"$work/grammar.log" 2>&1 &
gpid=$!
PROOFREADER_DATA_DIR="$work/data" PROOFREADER_BACKEND_PORT=$bport PROOFREADER_GRAMMAR_URL="http://127.0.0.1:$gport" \
  PROOFREADER_ADMIN_PASSWORD=eval-password-1 PROOFREADER_ENGINES=morphology,grammar-client,style PROOFREADER_SECTIONS= \
  PROOFREADER_PLUGIN_DIR="$build/plugins" "$build/bin/proofreader-host" >"$work/host.log" 2>&1 &
hpid=$!
trap 'kill $gpid $hpid 2>/dev/null; wait 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 1 150); do
  curl -fs -o /dev/null "http://127.0.0.1:$gport/health" && curl -fs -o /dev/null "http://127.0.0.1:$bport/api/health" && break
  sleep 0.2
done
python3 "$eval_dir/score.py" --base "http://127.0.0.1:$bport" --password eval-password-1 --verbose \
  --min-recall "$min_recall" --max-fp "$max_fp" "$eval_dir/dev.jsonl"
