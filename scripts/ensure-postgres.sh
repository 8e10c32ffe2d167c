#!/usr/bin/env bash
# Makes a local PostgreSQL available for the integration tests and prints its URL on the last line.
# Uses TEST_DATABASE_URL when given; otherwise starts (installing when needed) Debian's PostgreSQL.
# When PostgreSQL cannot be had: as an unprivileged user (who cannot install it) prints "SKIP: <reason>" and exits 0;
# as root or on CI (CI set) prints "FAIL: <reason>" and exits 1, because there it can always be installed and a test
# run without it must not pass.
# POSTGRES_LIB_DIR (default /usr/lib/postgresql) is where the server binaries are looked for.
set -uo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "$TEST_DATABASE_URL"
  exit 0
fi
log() { echo "$*" >&2; }
lib_dir=${POSTGRES_LIB_DIR:-/usr/lib/postgresql}
unavailable() {
  if [ "$(id -u)" = "0" ] || [ -n "${CI:-}" ]; then
    log "PostgreSQL is required here (root or CI) but is not available: $1"
    echo "FAIL: $1"
    exit 1
  fi
  echo "SKIP: $1"
  exit 0
}
if ! ls "$lib_dir"/*/bin/postgres >/dev/null 2>&1; then
  if [ "$(id -u)" != "0" ]; then unavailable "PostgreSQL is not installed and installing it needs root"; fi
  log "PostgreSQL is missing: installing Debian's postgresql package..."
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update -qq && apt-get install -y -qq postgresql >/dev/null; } >&2; then
    unavailable "apt-get could not install postgresql"
  fi
fi
version=$(ls "$lib_dir" | sort -n | tail -1)
if ! pg_lsclusters -h 2>/dev/null | grep -q .; then
  pg_createcluster "$version" main >&2 || unavailable "could not create a PostgreSQL cluster"
fi
cluster=$(pg_lsclusters -h | head -1)
ver=$(echo "$cluster" | awk '{print $1}'); name=$(echo "$cluster" | awk '{print $2}'); port=$(echo "$cluster" | awk '{print $3}')
if ! echo "$cluster" | grep -q online; then
  pg_ctlcluster "$ver" "$name" start >&2 || unavailable "PostgreSQL would not start"
fi
for _ in $(seq 1 30); do
  su postgres -c "psql -p $port -tAc 'select 1'" >/dev/null 2>&1 && break
  sleep 1
done
su postgres -c "psql -p $port -v ON_ERROR_STOP=1 -q" >&2 <<SQL || unavailable "could not create the test role"
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'registry_test') THEN
    CREATE ROLE registry_test LOGIN SUPERUSER PASSWORD 'registry_test';
  END IF;
END \$\$;
SQL
su postgres -c "psql -p $port -tAc \"select 1 from pg_database where datname='registry_test'\"" | grep -q 1 || \
  su postgres -c "createdb -p $port -O registry_test registry_test" >&2
echo "postgres://registry_test:registry_test@127.0.0.1:$port/registry_test"
