#!/bin/sh
# The postgres service of compose.scale.yml. On an empty volume: a new
# cluster (superuser `postgres`, reached only through the container's own
# socket), then the role POSTGRES_USER (password POSTGRES_PASSWORD, owner of
# its database POSTGRES_DB, no superuser) that the backends connect as over
# the network with scram-sha-256. Then the server in the foreground.
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
user="${POSTGRES_USER:-proofreader}" db="${POSTGRES_DB:-proofreader}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  initdb -D "$PGDATA" -U postgres -E UTF8 --locale=C.UTF-8 --auth-local=peer --auth-host=scram-sha-256 >/dev/null
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  # The password as a psql variable (:'password' quotes it), never in a command line.
  printf '%s\n' "CREATE ROLE \"$user\" LOGIN PASSWORD :'password';" "CREATE DATABASE \"$db\" OWNER \"$user\";" |
    psql -v ON_ERROR_STOP=1 -v password="$POSTGRES_PASSWORD" -U postgres -d postgres -q
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "postgres-start: created the cluster, the role $user and the database $db"
fi
exec postgres -D "$PGDATA"
