#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster:
#   bash api/scripts/with-postgres.sh pnpm --filter ./api test
# initdb's a cluster in a temp dir (as the postgres user when run as root), starts it on 127.0.0.1 at the first
# free port from $PG_PORT (default 54329), creates role and database "bc" (with CREATEDB, so tests can create a
# database per test file), runs the command with DATABASE_URL exported, then stops and removes the cluster,
# whatever happens. Exits with the command's status.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS…]" >&2
  exit 2
fi

if [ -z "${PG_BIN:-}" ]; then
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -z "$PG_BIN" ] && command -v pg_config >/dev/null 2>&1; then PG_BIN="$(pg_config --bindir)"; fi
fi
if [ -z "${PG_BIN:-}" ] || [ ! -x "$PG_BIN/initdb" ]; then
  if [ "${CI:-}" = "true" ]; then
    echo "with-postgres: PostgreSQL server binaries not found (set PG_BIN); CI must run this pass" >&2
    exit 2
  fi
  echo "" >&2
  echo "with-postgres: SKIPPED — no PostgreSQL server binaries on this machine (install postgresql or set PG_BIN)." >&2
  echo "with-postgres: the suite ran on embedded PGlite only; .ci/run installs PostgreSQL and runs this pass." >&2
  echo "" >&2
  exit 0
fi

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

port="${PG_PORT:-54329}"
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do
  port=$((port + 1))
done

dir="$(mktemp -d -t bc-pg-XXXXXX)"
chmod 755 "$dir"
if [ "$(id -u)" = 0 ]; then chown postgres: "$dir"; fi
child=""

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ -n "$child" ] && kill -0 "$child" 2>/dev/null; then
    kill -TERM "$child" 2>/dev/null || true
    wait "$child" 2>/dev/null || true
  fi
  as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_pg "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 30 start -o \
  "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  >/dev/null || { cat "$dir/postgres.log" >&2; exit 1; }

# pg_signal_backend: a test database is dropped WITH (FORCE), which must also end an autovacuum worker that happens to
# be in it (a process of no role of bc's; without the grant the drop fails now and then with "must be a member of the
# role whose process is being terminated").
as_pg "$PG_BIN/psql" -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 \
  -c "create role bc login password 'bc' createdb" -c "grant pg_signal_backend to bc" \
  -c "create database bc owner bc" >/dev/null

export DATABASE_URL="postgresql://bc:bc@127.0.0.1:$port/bc"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (DATABASE_URL exported)" >&2

"$@" &
child=$!
set +e
wait "$child"
status=$?
set -e
child=""
exit "$status"
