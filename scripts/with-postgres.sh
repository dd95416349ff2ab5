#!/usr/bin/env bash
# with-postgres.sh VARIABLE COMMAND...: runs COMMAND with VARIABLE set to the URL of a throw-away
# cluster of Debian's PostgreSQL, on 127.0.0.1 and a free port, owned by this run and removed after
# it: it works the same whether or not a cluster is already running here.
# Used by .ci/run (TEST_DATABASE_URL for the server tests), `npm run test:e2e:scale-out`
# (E2E_DATABASE_URL) and by hand for `npm run bench:backend` (BENCH_DATABASE_URL).
set -euo pipefail
if [ "$#" -lt 2 ]; then
  echo "usage: $0 VARIABLE COMMAND..." >&2
  exit 2
fi
variable="$1"
shift

# The newest installed server (a client-only install has no initdb).
pg_bin="$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 | xargs -r dirname)"
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL's server is not installed: \`apt-get install postgresql\` (Debian) provides it." >&2
  exit 1
fi
# initdb refuses to run as root: the cluster belongs to the postgres user the package created.
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pg_dir="$(mktemp -d)"
stop_postgres() {
  as_postgres "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
}
trap stop_postgres EXIT
if [ "$(id -u)" = 0 ]; then chown postgres "$pg_dir"; fi
pg_port="$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
pg_password="$(node -e 'console.log(require("node:crypto").randomBytes(18).toString("base64url"))')"
printf '%s\n' "$pg_password" >"$pg_dir/password"
as_postgres "$pg_bin/initdb" -D "$pg_dir/data" -U flicker --pwfile="$pg_dir/password" \
  --auth=scram-sha-256 --no-locale --encoding=UTF8 >/dev/null
rm "$pg_dir/password"
as_postgres "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w start \
  -o "-c listen_addresses=127.0.0.1 -c port=$pg_port -c unix_socket_directories=$pg_dir" \
  >/dev/null || { cat "$pg_dir/log"; exit 1; }
export "$variable=postgres://flicker:$pg_password@127.0.0.1:$pg_port/postgres"
"$@"
