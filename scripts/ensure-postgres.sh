#!/usr/bin/env bash
# Makes a local PostgreSQL available for the integration tests and prints its URL on the last line.
# Uses TEST_DATABASE_URL when given; otherwise starts (installing when needed) Debian's PostgreSQL.
# Prints "SKIP: <reason>" instead when PostgreSQL cannot be had on this machine.
set -uo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "$TEST_DATABASE_URL"
  exit 0
fi
log() { echo "$*" >&2; }
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  if [ "$(id -u)" != "0" ]; then echo "SKIP: PostgreSQL is not installed and installing it needs root"; exit 0; fi
  log "PostgreSQL is missing: installing Debian's postgresql package..."
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update -qq && apt-get install -y -qq postgresql >/dev/null; } >&2; then
    echo "SKIP: apt-get could not install postgresql"; exit 0
  fi
fi
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h 2>/dev/null | grep -q .; then
  pg_createcluster "$version" main >&2 || { echo "SKIP: could not create a PostgreSQL cluster"; exit 0; }
fi
cluster=$(pg_lsclusters -h | head -1)
ver=$(echo "$cluster" | awk '{print $1}'); name=$(echo "$cluster" | awk '{print $2}'); port=$(echo "$cluster" | awk '{print $3}')
if ! echo "$cluster" | grep -q online; then
  pg_ctlcluster "$ver" "$name" start >&2 || { echo "SKIP: PostgreSQL would not start"; exit 0; }
fi
for _ in $(seq 1 30); do
  su postgres -c "psql -p $port -tAc 'select 1'" >/dev/null 2>&1 && break
  sleep 1
done
su postgres -c "psql -p $port -v ON_ERROR_STOP=1 -q" >&2 <<SQL || { echo "SKIP: could not create the test role"; exit 0; }
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'registry_test') THEN
    CREATE ROLE registry_test LOGIN SUPERUSER PASSWORD 'registry_test';
  END IF;
END \$\$;
SQL
su postgres -c "psql -p $port -tAc \"select 1 from pg_database where datname='registry_test'\"" | grep -q 1 || \
  su postgres -c "createdb -p $port -O registry_test registry_test" >&2
echo "postgres://registry_test:registry_test@127.0.0.1:$port/registry_test"
