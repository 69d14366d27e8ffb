#!/usr/bin/env bash
# Backups of the data directory (spec §1.1.8), as tar archives in ./backups.
#   packaging/backup.sh                 the local stack's data directory
#   packaging/backup.sh --docker        the compose stack's, snapshotted inside its backend container;
#                                       for compose.scale.yml's stack the database is dumped first in
#                                       its postgres container (pg_dump), then the blobs are copied
#   packaging/backup.sh restore FILE    checks FILE and puts it in place of the local data directory
#                                       (refused while the backend runs; the old one is kept beside it)
#   packaging/backup.sh restore --docker FILE
#                                       the same into the compose stack's data volume (refused while its
#                                       backend runs; the volume's old content is copied to a volume beside it);
#                                       for compose.scale.yml's stack its postgres service must run
#                                       (`up -d postgres`): the dump is restored there with pg_restore
# Every SQLite file under the data directory (proofreader.db and each plugin's
# plugins/<name>/store.db) is copied with SQLite's online backup (sqlite3
# .backup), so the archive is consistent even while the service writes; the
# rest is copied as it is, without run/ and the databases' -wal/-shm files.
# With PROOFREADER_DATABASE_URL (PostgreSQL) the database is dumped first with
# pg_dump (one consistent snapshot: the host's tables and every plugin's
# schema) into data/database.pgdump, then the data directory's files are
# copied: content-addressed blobs are only added or dropped when unused, so
# every version in the dump finds its file. restore loads the dump with
# pg_restore --clean into the database the URL names.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${PROOFREADER_BACKUP_DIR:-$root/backups}"
data="${PROOFREADER_DATA_DIR:-$root/data}"
# The compose stack's names: its project (packaging/docker/.env) and its data volume.
project="${COMPOSE_PROJECT_NAME:-proofreader}"
volume="${project}_proofreader-data"
image="${PROOFREADER_BACKEND_IMAGE:-proofreader-backend:latest}"
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
    [ -z "${PROOFREADER_DATABASE_URL:-}" ] || break  # on PostgreSQL a stray .db file is no database of ours
    mkdir -p "$target/$(dirname "$db")"
    # A writer may hold the lock for a moment: wait for it rather than fail.
    sqlite3 -cmd ".timeout 10000" "$source/$db" ".backup '"'"'$target/$db'"'"'"
  done
}'
eval "$snapshot_function"

# unpack WORK: unpacks the archive on standard input into WORK/data and checks
# it: it holds proofreader.db and every database passes PRAGMA integrity_check.
# Self-contained (sent as text into a container for restore --docker).
unpack_function='
unpack() {
  local work=$1 db check
  tar -C "$work" -xzf - || { echo "backup.sh: the archive is not readable" >&2; return 1; }
  if [ -n "${PROOFREADER_DATABASE_URL:-}" ]; then
    [ -f "$work/data/database.pgdump" ] && pg_restore --list "$work/data/database.pgdump" >/dev/null 2>&1 ||
      { echo "backup.sh: the archive holds no readable data/database.pgdump" >&2; return 1; }
    return 0
  fi
  [ -f "$work/data/proofreader.db" ] || { echo "backup.sh: the archive holds no data/proofreader.db" >&2; return 1; }
  while read -r db; do
    check="$(sqlite3 "$db" "PRAGMA integrity_check" 2>&1 || true)"
    [ "$check" = ok ] || { echo "backup.sh: ${db#"$work/"} is damaged: $check" >&2; return 1; }
  done < <(find "$work/data" -type f -name "*.db")
}'
eval "$unpack_function"

# The running container of a compose service (Compose v2 and docker-compose 1.29 label it alike), or "".
service_container() {
  docker ps -q --filter "label=com.docker.compose.project=$project" --filter "label=com.docker.compose.service=$1"
}

# A running backend container of the stack: compose.yml's backend, or one of compose.scale.yml's.
backend_container() {
  local service container
  for service in backend backend1 backend2; do
    container="$(service_container "$service")"
    [ -n "$container" ] && { echo "$container"; return; }
  done
}

# compose.scale.yml's database: the postgres service, as its superuser over the container's own socket.
postgres_volume="${project}_proofreader-postgres"
dump_postgres() { docker exec "$1" pg_dump -U postgres --format=custom --no-owner proofreader; }
restore_postgres() {
  docker exec -i "$1" pg_restore -U postgres --dbname=proofreader --clean --if-exists --no-owner --role=proofreader \
    --single-transaction
}

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
  unpack "$work" <"$archive" || exit 1
  if [ -n "${PROOFREADER_DATABASE_URL:-}" ]; then
    # Every table of the dump replaced in the database the URL names (tables the dump lacks stay).
    pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$PROOFREADER_DATABASE_URL" \
      "$work/data/database.pgdump" || { echo "backup.sh: pg_restore failed; the database is as it was" >&2; exit 1; }
    rm "$work/data/database.pgdump"
  fi
  if [ -e "$data" ]; then
    mv "$data" "$data.before-restore-$stamp"
    echo "backup.sh: the previous data directory is now $data.before-restore-$stamp" >&2
  fi
  mv "$work/data" "$data"
  echo "restored $archive into $data"
}

# A volume is a mount point, not a folder to rename: its old content is copied
# to a new volume beside it, then it is emptied and filled from the archive,
# all in containers of the backend's image (its sqlite3, its file owner).
restore_docker() {
  local archive=$1 aside
  [ -f "$archive" ] || { echo "backup.sh: no archive $archive" >&2; exit 2; }
  if [ -n "$(backend_container)" ]; then
    echo "backup.sh: the compose stack's backend is running; stop it first (docker-compose ... stop backend)" >&2
    exit 1
  fi
  local postgres="" kind=()
  if docker volume inspect "$postgres_volume" >/dev/null 2>&1; then
    postgres="$(service_container postgres)"
    [ -n "$postgres" ] || { echo "backup.sh: the scale stack's postgres is not running; start it alone first" \
      "(docker-compose -f packaging/docker/compose.scale.yml up -d postgres)" >&2; exit 1; }
    kind=(-e PROOFREADER_DATABASE_URL=postgres-service)  # what unpack checks: the dump, not SQLite files
  fi
  # Checked before the volume is touched: a bad archive changes nothing.
  docker run --rm -i "${kind[@]}" --entrypoint bash "$image" -c "set -euo pipefail; $unpack_function
    unpack \$(mktemp -d)" <"$archive" || exit 1
  if [ -n "$postgres" ]; then
    tar -xzOf "$archive" data/database.pgdump | restore_postgres "$postgres" ||
      { echo "backup.sh: pg_restore failed; the database is as it was" >&2; exit 1; }
    echo "backup.sh: the database is restored in the postgres service" >&2
  fi
  if docker volume inspect "$volume" >/dev/null 2>&1; then
    aside="$volume-before-restore-$stamp"
    docker volume create "$aside" >/dev/null
    docker run --rm -v "$volume:/from" -v "$aside:/to" --entrypoint bash "$image" -c \
      'cp -a /from/. /to/ && find /from -mindepth 1 -delete'
    echo "backup.sh: the volume's previous content is now in the volume $aside" >&2
  fi
  docker run --rm -i "${kind[@]}" -v "$volume:/app/data" --entrypoint bash "$image" -c "set -euo pipefail; $unpack_function
    work=\$(mktemp -d); unpack \$work; rm -f \$work/data/database.pgdump; cp -a \$work/data/. /app/data/" <"$archive"
  echo "restored $archive into the volume $volume"
}

case "${1:-}" in
  restore)
    if [ "${2:-}" = --docker ] && [ $# -eq 3 ]; then restore_docker "$3"; exit 0; fi
    [ $# -eq 2 ] || { echo "usage: $0 restore [--docker] FILE" >&2; exit 2; }
    restore "$2"
    exit 0 ;;
  --docker)
    mkdir -p "$out"
    # The snapshot is taken in the running backend container (its sqlite3, its
    # view of the volume), then streamed out as the archive.
    container="$(backend_container)"
    [ -n "$container" ] || { echo "backup.sh: the compose stack's backend is not running" >&2; exit 1; }
    docker exec "$container" bash -c 'rm -rf /tmp/proofreader-backup && mkdir -p /tmp/proofreader-backup/data'
    # The scale stack: the database first, then the blobs (every version in the dump finds its file).
    if postgres="$(service_container postgres)" && [ -n "$postgres" ]; then
      dump_postgres "$postgres" | docker exec -i "$container" sh -c 'cat >/tmp/proofreader-backup/data/database.pgdump' ||
        { echo "backup.sh: pg_dump failed" >&2; exit 1; }
    fi
    docker exec -i "$container" bash -s <<EOF
set -euo pipefail
$snapshot_function
snapshot /app/data /tmp/proofreader-backup
EOF
    docker exec "$container" tar -C /tmp/proofreader-backup -czf - data >"$out/proofreader-$stamp.tar.gz"
    docker exec "$container" rm -rf /tmp/proofreader-backup ;;
  "")
    mkdir -p "$out"
    tmp="$(mktemp -d)"
    trap 'rm -rf "$tmp"' EXIT
    if [ -n "${PROOFREADER_DATABASE_URL:-}" ]; then
      mkdir -p "$tmp/data"
      pg_dump --format=custom --no-owner --file="$tmp/data/database.pgdump" "$PROOFREADER_DATABASE_URL" ||
        { echo "backup.sh: pg_dump failed" >&2; exit 1; }
    fi
    snapshot "$data" "$tmp"
    tar -C "$tmp" -czf "$out/proofreader-$stamp.tar.gz" data ;;
  *) echo "usage: $0 [--docker | restore [--docker] FILE]" >&2; exit 2 ;;
esac
echo "$out/proofreader-$stamp.tar.gz"
