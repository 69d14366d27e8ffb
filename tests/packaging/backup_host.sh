# Sourced by the backup tests: the real backend on a free port, logged in as
# the administrator, and jobs written through it. Needs $build, $work and
# fail() from the sourcing script; sets $api and $host_pid.
#   start_host SECTIONS   starts it on $work/data (backups to $work/backups)
#   stop_host             stops it
#   submit N              submits N check jobs (returns 1 at the first refusal)

# A free port can be taken by another test between the check and the bind:
# the host then exits (or another host answers there), and another port is tried.
start_host() {
  local started=false port attempt
  for attempt in 1 2 3; do
    port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
    export PROOFREADER_DATA_DIR="$work/data" PROOFREADER_BACKEND_PORT="$port" PROOFREADER_BACKUP_DIR="$work/backups"
    PROOFREADER_ADMIN_PASSWORD=backup-test-password PROOFREADER_ENGINES=style PROOFREADER_SECTIONS="$1" \
      PROOFREADER_SHARE_DIR="$build/share" PROOFREADER_PLUGIN_DIR="$build/plugins" \
      "$build/bin/proofreader-host" >"$work/host.log" 2>&1 &
    host_pid=$!
    api="http://127.0.0.1:$port"
    for _ in $(seq 1 300); do
      kill -0 "$host_pid" 2>/dev/null || break
      if curl -fsS -o /dev/null "$api/api/health" 2>/dev/null; then
        sleep 0.2
        kill -0 "$host_pid" 2>/dev/null && started=true
        break
      fi
      sleep 0.1
    done
    $started && break
    kill "$host_pid" 2>/dev/null || true
    wait "$host_pid" 2>/dev/null || true
    host_pid=""
  done
  $started || { cat "$work/host.log" >&2; fail "the backend did not start"; }
  curl -fsS -o /dev/null -c "$work/cookies" -H 'Content-Type: application/json' \
    -d '{"login":"admin","password":"backup-test-password"}' "$api/api/auth/login" || fail "login"
}

stop_host() { kill "$host_pid" && wait "$host_pid" 2>/dev/null || true; host_pid=""; }

submit() {
  for i in $(seq 1 "$1"); do
    curl -fsS -o /dev/null -b "$work/cookies" -F "text=Проверка номер $i , в которой есть  ошибки." "$api/api/jobs" ||
      return 1
  done
}
