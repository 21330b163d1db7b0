#!/usr/bin/env bash
# Restores a backup of deploy/backup.sh into an EMPTY database (README "Deploy to production"):
#   createdb -O ascon ascon_restored
#   deploy/restore.sh /var/backups/ascon/ascon-<time>.dump postgres://ascon:…@127.0.0.1/ascon_restored
# then point DATABASE_URL in /etc/ascon/ascon.env at it and restart (or rename the databases).
# With a third argument, the matching -var.tar.gz is unpacked into that directory
# (e.g. /var/lib/ascon, instances stopped).
set -euo pipefail

dump=${1:?usage: restore.sh DUMP DATABASE_URL [STATE_DIR]}
url=${2:?usage: restore.sh DUMP DATABASE_URL [STATE_DIR]}
state=${3:-}

# --exit-on-error: a restore that is not whole must not look like one.
pg_restore --exit-on-error --no-owner --single-transaction --dbname="$url" "$dump"
if [ -n "$state" ]; then
  mkdir -p "$state"
  tar --extract --gzip --file="${dump%.dump}-var.tar.gz" --directory="$state"
fi
echo "restored $dump"
