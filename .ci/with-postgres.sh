#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster on 127.0.0.1,
# removed afterwards. PostgreSQL refuses to run as root: as root, the cluster runs as `postgres`.
set -euo pipefail
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
PGDIR=$(mktemp -d)
PGPORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$PGDIR"
as_pg "$BIN/initdb" -D "$PGDIR/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$BIN/pg_ctl" -D "$PGDIR/data" -o "-h 127.0.0.1 -p $PGPORT -k $PGDIR -c fsync=on" -l "$PGDIR/log" -w start >/dev/null
cleanup() { as_pg "$BIN/pg_ctl" -D "$PGDIR/data" -m fast -w stop >/dev/null 2>&1 || true; rm -rf "$PGDIR"; }
trap cleanup EXIT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PGPORT"
"$@"
