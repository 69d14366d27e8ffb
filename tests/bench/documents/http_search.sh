#!/usr/bin/env bash
# The repository's search over HTTP through the real backend, from nothing:
#   tests/bench/documents/http_search.sh [BUILD_DIR] [DOCUMENTS] [KILOBYTES]
# (build/test, 10 000 and 100 by default: the 1 GB store of docs/performance.md).
# Starts the backend once on a new data directory so that it creates and
# migrates the documents section's store, stops it, fills that very store
# with bench_documents (the section's own code), starts the backend on it
# again and runs http_search.py: p50/p99 over 200 queries and the backend's
# memory. Everything lives in a temporary directory that is removed at the
# end (KEEP=1 keeps it and prints where).
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
build="$(cd "${1:-$root/build/test}" && pwd)"
documents="${2:-10000}"
kilobytes="${3:-100}"
work="$(mktemp -d)"
password="bench-password-$$"
pid=""
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  if [ "${KEEP:-0}" = 1 ]; then echo "kept: $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

start_backend() {
  rm -f "$work/port"
  PROOFREADER_DATA_DIR="$work/data" PROOFREADER_BACKEND_PORT=0 PROOFREADER_BACKEND_BIND=127.0.0.1 \
    PROOFREADER_PORT_FILE="$work/port" PROOFREADER_ADMIN_LOGIN=admin PROOFREADER_ADMIN_PASSWORD="$password" \
    PROOFREADER_SECTIONS=documents FEATURE_DOCUMENTS=true PROOFREADER_ENGINES= \
    "$build/bin/proofreader-host" >>"$work/backend.log" 2>&1 &
  pid=$!
  for _ in $(seq 300); do
    [ -s "$work/port" ] && return 0
    kill -0 "$pid" 2>/dev/null || { cat "$work/backend.log" >&2; echo "the backend did not start" >&2; exit 1; }
    sleep 0.1
  done
  echo "the backend did not listen within 30 s" >&2
  exit 1
}

stop_backend() {
  kill "$pid"
  wait "$pid" || true
  pid=""
}

start_backend
stop_backend
store="$work/data/plugins/documents"
[ -f "$store/store.db" ] || { echo "the backend made no documents store in $store" >&2; exit 1; }
"$build/bin/bench_documents" "$documents" "$kilobytes" "$store"
start_backend
python3 "$root/tests/bench/documents/http_search.py" "http://127.0.0.1:$(cat "$work/port")" "$password" "$pid"
stop_backend
