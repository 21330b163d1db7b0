#!/usr/bin/env bash
# Deletes deploy/backup.sh's files (ascon-*) in DIRECTORY once they are `backupDays` old: the
# period the privacy notice promises (claim backupDays in src/content/claims.json, read here so
# the number has one source; README "Deploy to production", decision 0046). backup.sh runs it
# after each backup; run it alone, or the same rule, where the off-machine copies are kept.
#   deploy/prune-backups.sh /var/backups/ascon
# Needs `node` on PATH (the one the README's step 1 installs). Settings:
#   ASCON_CLAIMS_FILE  the claims file (default: src/content/claims.json beside this script's deploy/)
set -euo pipefail

dir=${1:?usage: prune-backups.sh DIRECTORY}
claims=${ASCON_CLAIMS_FILE:-$(dirname "$(readlink -f "$0")")/../src/content/claims.json}
days=$(node -e 'const c = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8")).claims; process.stdout.write(String(c.backupDays?.value ?? ""))' "$claims")
[[ $days =~ ^[1-9][0-9]*$ ]] || { echo "prune-backups: no backupDays (a whole number of days ≥ 1) in $claims" >&2; exit 1; }

# A nightly backup is backupDays × 24 h old, give or take the minutes its run takes, when the
# run that many nights later prunes: an hour's slack deletes it then, not a night later. The
# backup just written (seconds old) is never deleted.
find "$dir" -maxdepth 1 -type f -name 'ascon-*' -mmin +$((days * 1440 - 60)) -print -delete
