#!/usr/bin/env bash
# packaging/backup.sh against the real backend: a backup taken while check jobs
# are being written is restored (backup.sh restore) into a fresh data
# directory; every database in it passes PRAGMA integrity_check and holds the
# rows the snapshot had; a restore is refused while the backend runs.
# (backup.sh --docker and restore --docker run against the real compose stack in
# tests/packaging/compose_test.py.)
#   backup_restore_test.sh BUILD_DIR
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="$(cd "$1" && pwd)"
work="$(mktemp -d)"
host_pid=""
cleanup() {
  [ -n "$host_pid" ] && kill "$host_pid" 2>/dev/null && wait "$host_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

source "$(dirname "$0")/backup_host.sh"
start_host ""

# Jobs written while the backup runs.
submit 5 || fail "submit"
# A plugin's own store (plugins/<name>/store.db), written by another process meanwhile.
store="$work/data/plugins/example/store.db"
mkdir -p "$(dirname "$store")"
sqlite3 "$store" 'PRAGMA journal_mode=WAL; CREATE TABLE notes(n INTEGER)' >/dev/null
(for i in $(seq 1 200); do sqlite3 -cmd ".timeout 2000" "$store" "INSERT INTO notes VALUES ($i)"; done) &
store_writer=$!
submit 40 &
writer=$!
archive="$("$root/packaging/backup.sh")"
wait "$writer" || fail "jobs submitted during the backup"
wait "$store_writer" || fail "the plugin store's writer"
[ -f "$archive" ] || fail "no archive"

# The restore is refused while this backend runs.
if "$root/packaging/backup.sh" restore "$archive" 2>"$work/refusal"; then fail "restore ran while the backend was up"; fi
grep -q "backend is running" "$work/refusal" || fail "refusal says: $(cat "$work/refusal")"
stop_host

# Row counts of the snapshot, read from the archive itself.
mkdir "$work/archive" && tar -C "$work/archive" -xzf "$archive"
snapshot_jobs="$(sqlite3 "$work/archive/data/proofreader.db" 'SELECT COUNT(*) FROM jobs')"
[ "$snapshot_jobs" -ge 5 ] || fail "the snapshot has $snapshot_jobs jobs, expected at least the 5 written before it"

# Into a fresh data directory.
PROOFREADER_DATA_DIR="$work/fresh" "$root/packaging/backup.sh" restore "$archive" >/dev/null || fail "restore"
n=0
while read -r db; do
  n=$((n + 1))
  [ "$(sqlite3 "$db" 'PRAGMA integrity_check')" = ok ] || fail "integrity_check of $db"
  rel="${db#"$work/fresh/"}"
  for table in $(sqlite3 "$db" "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'"); do
    [ "$(sqlite3 "$db" "SELECT COUNT(*) FROM \"$table\"")" = "$(sqlite3 "$work/archive/data/$rel" "SELECT COUNT(*) FROM \"$table\"")" ] ||
      fail "rows of $rel/$table differ"
  done
done < <(find "$work/fresh" -name '*.db')
[ "$n" -ge 2 ] || fail "$n databases restored, expected proofreader.db and the plugin's store"
[ -f "$work/fresh/plugins/example/store.db" ] || fail "the plugin's store was not restored"
[ "$(sqlite3 "$work/fresh/proofreader.db" 'SELECT COUNT(*) FROM jobs')" = "$snapshot_jobs" ] || fail "jobs"
[ ! -e "$work/fresh/run" ] || fail "run/ restored"

# A damaged archive is refused and leaves the data directory alone.
printf 'not a tar' >"$work/bad.tar.gz"
if PROOFREADER_DATA_DIR="$work/fresh" "$root/packaging/backup.sh" restore "$work/bad.tar.gz" 2>/dev/null; then fail "bad archive restored"; fi
[ "$(sqlite3 "$work/fresh/proofreader.db" 'SELECT COUNT(*) FROM jobs')" = "$snapshot_jobs" ] || fail "a refused restore changed the data"
echo "backup under load and restore ok: $snapshot_jobs jobs, $n database(s)"
