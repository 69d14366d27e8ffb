#!/usr/bin/env bash
# Runs the whole stack on this machine, without Docker:
#   packaging/run.sh          install what is missing, build, start (or restart) everything
#   packaging/run.sh stop     stop exactly the processes it started
#   packaging/run.sh status   show what runs
#   packaging/run.sh cli      build only the command line and link it (no service started)
# Both start and cli link the command line `proofreader` into PROOFREADER_CLI_DIR (~/.local/bin).
# Start order as in the deployment: grammar server (healthy) → backend → nginx.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${PROOFREADER_BUILD_DIR:-$root/build/release}"
export PROOFREADER_DATA_DIR="${PROOFREADER_DATA_DIR:-$root/data}"
run="$PROOFREADER_DATA_DIR/run"
port="${PROOFREADER_PORT:-3080}"
backend_port="${PROOFREADER_BACKEND_PORT:-8000}"
grammar_port="${PROOFREADER_GRAMMAR_PORT:-8010}"
export PROOFREADER_BACKEND_PORT="$backend_port" PROOFREADER_GRAMMAR_PORT="$grammar_port"
# The origin browsers use, which every write must come from (docs/configuration-public-url.md):
# nginx's port on this machine unless said otherwise.
export PROOFREADER_PUBLIC_URL="${PROOFREADER_PUBLIC_URL:-http://localhost:$port}"

say() { printf '%s\n' "$*"; }

# Stops the process in a pid file if it is still the program we started.
stop_one() {
  local name=$1 binary=$2 pidfile="$run/$1.pid"
  [ -f "$pidfile" ] || return 0
  local pid
  pid="$(cat "$pidfile")"
  if kill -0 "$pid" 2>/dev/null && grep -q "$binary" "/proc/$pid/cmdline" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null || true
    say "stopped $name ($pid)"
  fi
  rm -f "$pidfile"
}

stop_all() {
  stop_one nginx nginx
  stop_one backend proofreader-host
  stop_one grammar proofreader-grammar
}

# Links the built command line into PROOFREADER_CLI_DIR; the link keeps it
# beside the plugins and data of the build, which it finds from its own path.
install_cli() {
  local dir="${PROOFREADER_CLI_DIR:-$HOME/.local/bin}"
  mkdir -p "$dir"
  ln -sfn "$build/bin/proofreader" "$dir/proofreader"
  say "The command line: $dir/proofreader (proofreader check PATH...; docs/command-line.md)"
  case ":$PATH:" in *":$dir:"*) ;; *) say "  $dir is not on PATH: add it, or set PROOFREADER_CLI_DIR" ;; esac
}

wait_http() {  # url seconds name
  for _ in $(seq 1 $(( $2 * 5 ))); do
    curl -fsS -o /dev/null "$1" 2>/dev/null && return 0
    sleep 0.2
  done
  say "$3 did not become healthy within $2 s; see $run/$3.log" >&2
  return 1
}

case "${1:-start}" in
  stop) stop_all; exit 0 ;;
  status)
    for n in grammar backend nginx; do
      if [ -f "$run/$n.pid" ] && kill -0 "$(cat "$run/$n.pid")" 2>/dev/null; then say "$n: running ($(cat "$run/$n.pid"))"; else say "$n: stopped"; fi
    done
    exit 0 ;;
  cli)
    "$root/packaging/install-deps.sh" build
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build "$build" --target proofreader
    install_cli
    exit 0 ;;
  start) ;;
  *) say "usage: $0 [start|stop|status|cli]" >&2; exit 2 ;;
esac

"$root/packaging/install-deps.sh" run
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target stack
install_cli
static_root="$root/frontend/placeholder"
if [ -f "$root/frontend/package.json" ]; then
  # npm ci again when the lock file changed since the last install (e.g. a new build tool).
  (cd "$root/frontend" &&
    { [ node_modules/.package-lock.json -nt package-lock.json ] || npm ci --no-audit --no-fund --loglevel=error; } &&
    npm run --silent build)
  static_root="$root/frontend/dist"
fi

stop_all
mkdir -p "$run"
if [ -x "$build/bin/proofreader-grammar" ]; then
  nohup "$build/bin/proofreader-grammar" --port "$grammar_port" >>"$run/grammar.log" 2>&1 &
  echo $! >"$run/grammar.pid"
  wait_http "http://127.0.0.1:$grammar_port/health" 90 grammar
fi
# backup.sh writes to <repo>/backups; health/full reports the newest archive there.
PROOFREADER_BACKUP_DIR="${PROOFREADER_BACKUP_DIR:-$root/backups}" \
  nohup "$build/bin/proofreader-host" >>"$run/backend.log" 2>&1 &
echo $! >"$run/backend.pid"
wait_http "http://127.0.0.1:$backend_port/api/health" 30 backend
"$root/packaging/render-nginx.sh" "$run/nginx.conf" "$run" "$port" "127.0.0.1:$backend_port" "$static_root" \
  "${PROOFREADER_DOCS:-false}"
nginx -p "$run" -c "$run/nginx.conf" 2>>"$run/nginx.log"
wait_http "http://127.0.0.1:$port/api/health" 10 nginx

say "Proofreader is running at $PROOFREADER_PUBLIC_URL"
say "Log in as ${PROOFREADER_ADMIN_LOGIN:-admin}."
if [ -f "$PROOFREADER_DATA_DIR/admin-password.txt" ]; then
  say "The generated administrator password is in $PROOFREADER_DATA_DIR/admin-password.txt"
fi
say "Stop it with: packaging/run.sh stop"
