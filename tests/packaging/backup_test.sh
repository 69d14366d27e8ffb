#!/usr/bin/env bash
# packaging/backup.sh: the archive holds a consistent, openable database and
# the rest of the data directory, without the run/ folder.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/data/run" "$work/data/plugins/x"
sqlite3 "$work/data/proofreader.db" "PRAGMA journal_mode=WAL; CREATE TABLE users(login TEXT); INSERT INTO users VALUES ('admin');" >/dev/null
echo '{"action":"user.create"}' > "$work/data/audit.jsonl"
echo 123 > "$work/data/run/backend.pid"
archive="$(PROOFREADER_DATA_DIR="$work/data" PROOFREADER_BACKUP_DIR="$work/backups" "$root/packaging/backup.sh")"
[ -f "$archive" ] || { echo "no archive at $archive"; exit 1; }
mkdir "$work/restore"
tar -C "$work/restore" -xzf "$archive"
[ "$(sqlite3 "$work/restore/data/proofreader.db" 'SELECT login FROM users')" = "admin" ] || { echo "database not restored"; exit 1; }
grep -q user.create "$work/restore/data/audit.jsonl" || { echo "audit log missing"; exit 1; }
[ ! -e "$work/restore/data/run" ] || { echo "run/ must not be archived"; exit 1; }
echo "backup archive ok: $archive"
