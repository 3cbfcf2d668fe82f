#!/usr/bin/env bash
# pg_cluster.sh - run a command against a throwaway PostgreSQL cluster: initdb in a temporary
# directory, the server on a unix socket there (no TCP), as a user that is not root; the
# command runs with PM_TEST_PG_URL (a libpq URL of an empty database), PM_TEST_PG_STOP and
# PM_TEST_PG_START (shell commands that stop and start the server, for the bad-state tests)
# PM_TEST_PG_PWURL (the same database as a user with a password, the password given wrongly)
# and PM_TEST_PG_PWURL_OK (the same user and the right password, S3cr3t-pw);
# the cluster is stopped and removed however the command ends.
#
#   bash tests/history/pg_cluster.sh COMMAND [ARGS...]
#
# Exit status: the command's; 77 (ctest's skip) when Debian's server binaries are absent
# (apt-get install postgresql; scripts/setup.sh test installs it).
set -euo pipefail

bindir=""
for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
  if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then
    bindir=$d
    break
  fi
done
if [ -z "$bindir" ]; then
  echo "pg_cluster: skipped: no PostgreSQL server (initdb, pg_ctl under /usr/lib/postgresql/*/bin)" >&2
  exit 77
fi

dir=$(mktemp -d /tmp/pmreport-pg.XXXXXX)
as=()
if [ "$(id -u)" -eq 0 ]; then # the server refuses to run as root
  chown nobody "$dir"
  as=(runuser -u nobody --)
fi
pg() { "${as[@]}" "$@"; }
cleanup() {
  pg "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

pg "$bindir/initdb" -D "$dir/data" -U pmreport --auth-local=trust -E UTF8 --locale=C.UTF-8 \
  -N >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
# one user logs in with a password (the wrong-password test); everyone else is trusted
printf 'local all pwuser scram-sha-256\nlocal all all trust\n' | pg tee "$dir/data/pg_hba.conf" >/dev/null
# fsync off: a test cluster, thrown away (a commit still reaches the WAL before it returns,
# so an immediate stop keeps it: the bad-state tests rely on that)
opts="-c listen_addresses= -c unix_socket_directories=$dir -c fsync=off -c full_page_writes=off"
start="${as[*]} $bindir/pg_ctl -D $dir/data -l $dir/server.log -w -o '$opts' start"
stop="${as[*]} $bindir/pg_ctl -D $dir/data -m immediate -w stop"
eval "$start" >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
psql() { pg "$bindir/psql" -X -q -v ON_ERROR_STOP=1 -h "$dir" -U pmreport "$@"; }
[ -x "$bindir/psql" ] || psql() { /usr/bin/psql -X -q -v ON_ERROR_STOP=1 -h "$dir" -U pmreport "$@"; }
psql -d postgres -c "CREATE DATABASE pmtest" -c "CREATE ROLE pwuser LOGIN PASSWORD 'S3cr3t-pw'" \
  -c "GRANT ALL ON DATABASE pmtest TO pwuser" >/dev/null

export PM_TEST_PG_URL="postgresql:///pmtest?host=$dir&user=pmreport"
export PM_TEST_PG_PWURL="postgresql://pwuser:wr0ng-pw@/pmtest?host=$dir"
export PM_TEST_PG_PWURL_OK="postgresql://pwuser:S3cr3t-pw@/pmtest?host=$dir"
export PM_TEST_PG_STOP="$stop"
export PM_TEST_PG_START="$start"
export PM_TEST_PG_DIR="$dir"
"$@"
