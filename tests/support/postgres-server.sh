#!/usr/bin/env bash
# The PostgreSQL server the tests use: Debian's postgresql-15, made with initdb in a temporary
# directory and started with pg_ctl on a free port of 127.0.0.1, password authentication (scram),
# superuser `proofreader`. As root (CI) it runs as the `postgres` user, since the server refuses root.
#   postgres-server.sh start STATE_DIR   writes STATE_DIR/url (postgresql://…/postgres), STATE_DIR/keywords
#                                        (the same as key=value pairs) and STATE_DIR/pgdata
#   postgres-server.sh stop STATE_DIR    stops it and removes its files
#   postgres-server.sh halt STATE_DIR    stops it at once (as a crash would), keeping its files
#   postgres-server.sh resume STATE_DIR  starts a halted one again on the same port
# ctest runs these as the setup and cleanup of the fixture `postgres` (tests/CMakeLists.txt).
set -euo pipefail
action=$1
state=$2
bin=/usr/lib/postgresql/15/bin
password=proofreader-test-password

as_server() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

stop() {
  if [ -f "$state/pgdata" ]; then
    local data
    data=$(cat "$state/pgdata")
    if [ -d "$data" ]; then
      as_server "$bin/pg_ctl" -D "$data/db" -m immediate -w stop >/dev/null 2>&1 || true
      rm -rf "$data"
    fi
  fi
  rm -rf "$state"
}

serve() {
  # fsync off: a test cluster survives no power loss, and it saves the tests seconds; commits stay
  # synchronous, so a halted server (a crash) keeps every transaction it acknowledged.
  as_server "$bin/pg_ctl" -D "$1/db" -w -t 60 -l "$1/server.log" \
    -o "-p $2 -k $1 -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" \
    start >/dev/null || { cat "$1/server.log" >&2; exit 1; }
}

case "$action" in
  start)
    stop
    mkdir -p "$state"
    data=$(mktemp -d /tmp/proofreader-pg.XXXXXX)
    echo "$data" > "$state/pgdata"
    printf '%s\n' "$password" > "$data/pwfile"
    [ "$(id -u)" = 0 ] && chown -R postgres "$data"
    as_server "$bin/initdb" -D "$data/db" -U proofreader --pwfile="$data/pwfile" --auth=scram-sha-256 \
      -E UTF8 --locale=C.UTF-8 >"$data/initdb.log" 2>&1 || { cat "$data/initdb.log" >&2; exit 1; }
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    echo "$port" > "$state/port"
    serve "$data" "$port"
    echo "postgresql://proofreader:$password@127.0.0.1:$port/postgres" > "$state/url"
    # The same in libpq's keyword form, which Poco's connector takes (the tests' own admin sessions).
    echo "host=127.0.0.1 port=$port dbname=postgres user=proofreader password=$password" > "$state/keywords"
    echo "PostgreSQL 15 on 127.0.0.1:$port ($data)"
    ;;
  stop) stop ;;
  halt) as_server "$bin/pg_ctl" -D "$(cat "$state/pgdata")/db" -m immediate -w stop >/dev/null ;;
  resume) serve "$(cat "$state/pgdata")" "$(cat "$state/port")" ;;
  *) echo "usage: $0 start|stop|halt|resume STATE_DIR" >&2; exit 2 ;;
esac
