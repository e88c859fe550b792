#!/usr/bin/env bash
# Starts a throwaway PostgreSQL (Debian's postgresql 15) on 127.0.0.1 and a free port, as the
# 'postgres' user (postgres refuses to run as root), and prints its DATABASE_URL on stdout.
#   eval "$(scripts/pg-test-server.sh --export)"   # sets TEST_DATABASE_URL and PG_TEST_DIR
#   scripts/pg-test-server.sh --stop "$PG_TEST_DIR"
set -euo pipefail
BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

if [[ "${1:-}" == "--stop" ]]; then
  dir=${2:?usage: --stop DIR}
  as_pg() { if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }
  as_pg "$BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
  rm -rf "$dir"
  exit 0
fi

dir=$(mktemp -d /tmp/pg-test.XXXXXX)
chmod 755 "$dir"
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_pg() { if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [[ $(id -u) == 0 ]]; then chown postgres "$dir"; fi
as_pg "$BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_pg "$BIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c max_connections=200" start >/dev/null
url="postgres://postgres@127.0.0.1:$port/postgres"
if [[ "${1:-}" == "--export" ]]; then
  echo "export TEST_DATABASE_URL=$url PG_TEST_DIR=$dir"
else
  echo "$url"
  echo "data dir: $dir (stop with: $0 --stop $dir)" >&2
fi
