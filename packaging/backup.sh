#!/usr/bin/env bash
# Writes a tar archive of the data directory to ./backups (spec §1.1.8).
#   packaging/backup.sh            the local stack's data directory
#   packaging/backup.sh --docker   the compose stack's data volume
# SQLite is copied consistently with its online backup (sqlite3 .backup), so
# the archive is usable even while the service runs.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${PROOFREADER_BACKUP_DIR:-$root/backups}"
mkdir -p "$out"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
if [ "${1:-}" = "--docker" ]; then
  docker run --rm -v proofreader_proofreader-data:/app/data:ro -v "$out":/backups debian:12 \
    tar -C /app -czf "/backups/proofreader-$stamp.tar.gz" data
else
  data="${PROOFREADER_DATA_DIR:-$root/data}"
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  cp -a "$data" "$tmp/data"
  rm -rf "$tmp/data/run"
  if [ -f "$data/proofreader.db" ] && command -v sqlite3 >/dev/null; then
    rm -f "$tmp/data/proofreader.db" "$tmp/data/proofreader.db-wal" "$tmp/data/proofreader.db-shm"
    sqlite3 "$data/proofreader.db" ".backup '$tmp/data/proofreader.db'"
  fi
  tar -C "$tmp" -czf "$out/proofreader-$stamp.tar.gz" data
fi
echo "$out/proofreader-$stamp.tar.gz"
