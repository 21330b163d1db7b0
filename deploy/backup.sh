#!/usr/bin/env bash
# Backs up what the site keeps (README "Deploy to production"; decision 0027):
#   ascon-<UTC time>.dump      pg_dump --format=custom of DATABASE_URL: every lead, every CV (on
#                              PostgreSQL CVs are cv_chunks rows), the outbox, the form-token key;
#   ascon-<UTC time>-var.tar.gz  the instances' DATA_DIRs (/var/lib/ascon): mail files of the `log`
#                              transport, if used; uploads being staged are left out.
# Then deletes the files in DIRECTORY that are `backupDays` old (deploy/prune-backups.sh: the
# period the privacy notice promises), so run it nightly. Needs pg_dump and node on PATH.
# Run as root (or a user who can read /etc/ascon/ascon.env and /var/lib/ascon), e.g. nightly:
#   deploy/backup.sh /var/backups/ascon
# Settings: ASCON_ENV_FILE=/etc/ascon/ascon.env (read for DATABASE_URL unless it is set),
#           ASCON_STATE_DIR=/var/lib/ascon
set -euo pipefail

out=${1:?usage: backup.sh DIRECTORY}
env_file=${ASCON_ENV_FILE:-/etc/ascon/ascon.env}
state=${ASCON_STATE_DIR:-/var/lib/ascon}
if [ -z "${DATABASE_URL:-}" ]; then
  DATABASE_URL=$(sed -n 's/^DATABASE_URL=//p' "$env_file" | tail -n 1)
fi
[ -n "$DATABASE_URL" ] || { echo "backup: no DATABASE_URL (environment or $env_file)" >&2; exit 1; }

umask 077
mkdir -p "$out"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
# One consistent snapshot (pg_dump runs in a single repeatable-read transaction): safe while the
# servers take leads.
pg_dump --format=custom --no-owner --file="$out/ascon-$stamp.dump.partial" "$DATABASE_URL"
mv "$out/ascon-$stamp.dump.partial" "$out/ascon-$stamp.dump"
if [ -d "$state" ]; then
  # The servers keep writing mail files while tar reads: its exit 1 ("file changed as we read
  # it") is not a failed backup (that file's copy may be partial; the next night's is whole); 2 is.
  status=0
  tar --create --gzip --file="$out/ascon-$stamp-var.tar.gz" --directory="$state" --exclude='./*/uploads' --exclude='*.sock' \
    --warning=no-file-changed . || status=$?
  [ "$status" -le 1 ] || exit "$status"
fi
# Only after a backup succeeded (set -e): a failing pg_dump never leaves the folder emptier.
# The files it deletes are listed on stderr: stdout stays the new dump's path alone.
"$(dirname "$(readlink -f "$0")")/prune-backups.sh" "$out" >&2
echo "$out/ascon-$stamp.dump"
