#!/usr/bin/env bash
# Starts the grammar server and the host with every deterministic in-tree
# engine on free ports with a temporary data directory, runs the command with
# EVAL_BASE and EVAL_PASSWORD set, and stops both.
#   with_service.sh BUILD_DIR command [args...]
# e.g. with_service.sh build/test sh -c 'tests/eval/injection_eval.py --base $EVAL_BASE --password $EVAL_PASSWORD items.jsonl'
set -euo pipefail
build=$(cd "$1" && pwd); shift
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
EVAL_BASE="http://127.0.0.1:$bport" EVAL_PASSWORD=eval-password-1 "$@"
