#!/usr/bin/env bash
# Backups of the data directory (spec §1.1.8), as tar archives in ./backups.
#   packaging/backup.sh                 the local stack's data directory
#   packaging/backup.sh --docker        the compose stack's, snapshotted inside its backend container
#   packaging/backup.sh restore FILE    checks FILE and puts it in place of the local data directory
#                                       (refused while the backend runs; the old one is kept beside it)
# Every SQLite file under the data directory (proofreader.db and each plugin's
# plugins/<name>/store.db) is copied with SQLite's online backup (sqlite3
# .backup), so the archive is consistent even while the service writes; the
# rest is copied as it is, without run/ and the databases' -wal/-shm files.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${PROOFREADER_BACKUP_DIR:-$root/backups}"
data="${PROOFREADER_DATA_DIR:-$root/data}"
compose_file="$root/packaging/docker/compose.yml"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"

# snapshot SOURCE TARGET: TARGET/data becomes a consistent copy of SOURCE.
# Self-contained (sent as text into the container for --docker).
snapshot_function='
snapshot() {
  local source=$1 target=$2/data db
  mkdir -p "$target"
  # Exit 1 from GNU tar means "some files differ": a folder changed while it was read (a database beside
  # it being written, whose files are excluded here); anything worse still fails.
  { tar -C "$source" --exclude=./run --exclude="*.db" --exclude="*.db-wal" --exclude="*.db-shm" \
      --exclude="*.db-journal" --warning=no-file-changed --warning=no-file-removed -cf - . ||
      [ $? -eq 1 ]; } | tar -C "$target" -xf -
  (cd "$source" && find . -path ./run -prune -o -type f -name "*.db" -print) | while read -r db; do
    mkdir -p "$target/$(dirname "$db")"
    # A writer may hold the lock for a moment: wait for it rather than fail.
    sqlite3 -cmd ".timeout 10000" "$source/$db" ".backup '"'"'$target/$db'"'"'"
  done
}'
eval "$snapshot_function"

backend_running() {
  local pidfile="$data/run/backend.pid"
  [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null && return 0
  curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:${PROOFREADER_BACKEND_PORT:-8000}/api/health" 2>/dev/null
}

restore() {
  local archive=$1
  [ -f "$archive" ] || { echo "backup.sh: no archive $archive" >&2; exit 2; }
  if backend_running; then
    echo "backup.sh: the backend is running; stop it first (packaging/run.sh stop)" >&2
    exit 1
  fi
  mkdir -p "$(dirname "$data")"
  work="$(mktemp -d "$(dirname "$data")/.restore.XXXXXX")"  # beside it: the final mv is a rename
  trap 'rm -rf "$work"' EXIT
  tar -C "$work" -xzf "$archive" || { echo "backup.sh: $archive is not a readable archive" >&2; exit 1; }
  [ -f "$work/data/proofreader.db" ] || { echo "backup.sh: $archive holds no data/proofreader.db" >&2; exit 1; }
  local db check
  while read -r db; do
    check="$(sqlite3 "$db" 'PRAGMA integrity_check' 2>&1 || true)"
    [ "$check" = ok ] || { echo "backup.sh: ${db#"$work/"} is damaged: $check" >&2; exit 1; }
  done < <(find "$work/data" -type f -name '*.db')
  if [ -e "$data" ]; then
    mv "$data" "$data.before-restore-$stamp"
    echo "backup.sh: the previous data directory is now $data.before-restore-$stamp" >&2
  fi
  mv "$work/data" "$data"
  echo "restored $archive into $data"
}

case "${1:-}" in
  restore)
    [ $# -eq 2 ] || { echo "usage: $0 restore FILE" >&2; exit 2; }
    restore "$2"
    exit 0 ;;
  --docker)
    mkdir -p "$out"
    # The snapshot is taken in the running backend container (its sqlite3, its
    # view of the volume), then streamed out as the archive.
    container="$(docker compose -f "$compose_file" ps -q backend)"
    [ -n "$container" ] || { echo "backup.sh: the compose stack's backend is not running" >&2; exit 1; }
    docker exec -i "$container" bash -s <<EOF
set -euo pipefail
$snapshot_function
rm -rf /tmp/proofreader-backup && snapshot /app/data /tmp/proofreader-backup
EOF
    docker exec "$container" tar -C /tmp/proofreader-backup -czf - data >"$out/proofreader-$stamp.tar.gz"
    docker exec "$container" rm -rf /tmp/proofreader-backup ;;
  "")
    mkdir -p "$out"
    tmp="$(mktemp -d)"
    trap 'rm -rf "$tmp"' EXIT
    snapshot "$data" "$tmp"
    tar -C "$tmp" -czf "$out/proofreader-$stamp.tar.gz" data ;;
  *) echo "usage: $0 [--docker | restore FILE]" >&2; exit 2 ;;
esac
echo "$out/proofreader-$stamp.tar.gz"
