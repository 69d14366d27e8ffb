#!/usr/bin/env bash
# packaging/backup.sh with PROOFREADER_DATABASE_URL, against the real backend on
# the PostgreSQL the ctest fixture `postgres` started: a backup taken while
# jobs are written holds a pg_dump and the repository's files; after the
# database and the data directory are wiped, restore brings back the accounts,
# the jobs the snapshot had and a repository file with its content; a restore
# is refused while the backend runs, a damaged archive changes nothing.
#   backup_restore_postgresql_test.sh BUILD_DIR
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="$(cd "$1" && pwd)"
cluster="$(cat "$build/postgres/url")"
database="backup_restore_$$"
export PROOFREADER_DATABASE_URL="${cluster%/*}/$database"
export PGOPTIONS="-c client_min_messages=warning"
work="$(mktemp -d)"
host_pid=""
cleanup() {
  [ -n "$host_pid" ] && kill "$host_pid" 2>/dev/null && wait "$host_pid" 2>/dev/null
  psql -q "$cluster" -c "DROP DATABASE IF EXISTS $database WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
sql() { psql -qtA "$PROOFREADER_DATABASE_URL" -c "$1"; }
psql -q "$cluster" -c "CREATE DATABASE $database" >/dev/null

source "$(dirname "$0")/backup_host.sh"

start_host documents
printf 'Настройка резервного копирования.' >"$work/guide.txt"
curl -fsS -o "$work/uploaded.json" -b "$work/cookies" -F "file=@$work/guide.txt;filename=guide.txt" -F folder_id=0 \
  "$api/api/repo/files" || fail "upload"
file_id="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["id"])' "$work/uploaded.json")"
submit 5 || fail "submit"
submit 30 &
writer=$!
archive="$("$root/packaging/backup.sh")"
wait "$writer" || fail "jobs submitted during the backup"
[ -f "$archive" ] || fail "no archive"
mkdir "$work/archive" && tar -C "$work/archive" -xzf "$archive"
[ -f "$work/archive/data/database.pgdump" ] || fail "the archive holds no database.pgdump"
[ -z "$(find "$work/archive/data" -name '*.db')" ] || fail "SQLite files in a PostgreSQL backup"
[ -n "$(find "$work/archive/data/plugins/documents/blobs" -type f)" ] || fail "the repository's files are not in it"
# The snapshot's jobs, read from the dump itself (loaded into a scratch database).
psql -q "$cluster" -c "CREATE DATABASE ${database}_probe" >/dev/null
pg_restore --no-owner --dbname="${cluster%/*}/${database}_probe" "$work/archive/data/database.pgdump" ||
  fail "the dump does not load"
snapshot_jobs="$(psql -qtA "${cluster%/*}/${database}_probe" -c 'SELECT COUNT(*) FROM jobs')"
psql -q "$cluster" -c "DROP DATABASE ${database}_probe WITH (FORCE)" >/dev/null
[ "$snapshot_jobs" -ge 5 ] || fail "the snapshot has $snapshot_jobs jobs, expected at least the 5 written before it"

if "$root/packaging/backup.sh" restore "$archive" 2>"$work/refusal"; then fail "restore ran while the backend was up"; fi
grep -q "backend is running" "$work/refusal" || fail "refusal says: $(cat "$work/refusal")"
stop_host

# Everything lost: the database's tables and the data directory.
sql "DROP SCHEMA public CASCADE; CREATE SCHEMA public; DROP SCHEMA plugin_documents CASCADE"
rm -rf "$work/data"
"$root/packaging/backup.sh" restore "$archive" >/dev/null || fail "restore"
[ "$(sql 'SELECT COUNT(*) FROM jobs')" = "$snapshot_jobs" ] || fail "jobs after the restore"
[ ! -e "$work/data/database.pgdump" ] || fail "the dump was left in the data directory"
start_host documents  # the admin's account came back with the dump
curl -fsS -o "$work/downloaded.txt" -b "$work/cookies" "$api/api/repo/files/$file_id/versions/1/download" ||
  fail "the restored file does not download"
cmp -s "$work/guide.txt" "$work/downloaded.txt" || fail "the restored file's content differs"
stop_host

# A damaged archive is refused and changes nothing.
printf 'not a tar' >"$work/bad.tar.gz"
if "$root/packaging/backup.sh" restore "$work/bad.tar.gz" 2>/dev/null; then fail "bad archive restored"; fi
[ "$(sql 'SELECT COUNT(*) FROM jobs')" = "$snapshot_jobs" ] || fail "a refused restore changed the database"
echo "PostgreSQL backup under load and restore ok: $snapshot_jobs jobs, file $file_id"
