#!/usr/bin/env bash
# A release without downtime, in one command (README "Deploy to production"; decision 0027):
#   1. build the new version beside the running one, in releases/<UTC timestamp>/
#      (git archive of REF from the repository, its own `npm ci` and `npm run build`), and write
#      release.nginx.conf beside its dist/ (what nginx needs to serve it alone: decision 0082);
#   2. refuse it while its content has facts the vendor has not confirmed: the release's own
#      `scripts/launch-check.ts` on its own Node (decision 0089; ASCON_ALLOW_UNCONFIRMED=1 on a
#      staging host publishes them anyway, and says so);
#   3. switch the `current` symlink to it in one rename;
#   4. restart the instances one at a time: mark it `down` in nginx's upstream file and reload
#      nginx (the other instance takes every new request), restart it, wait for its /readyz,
#      bring it back, then the next one.
# A content edit from the site editor is a commit in the repository and takes this same path.
#
#   deploy/release.sh [REF]                 build REF (default HEAD) of $ASCON_REPO
#   deploy/release.sh --prebuilt DIR        use DIR, already built (node_modules + dist + its sources), as is
#   deploy/release.sh --rollback            switch back to the release before `current` (checked when it was made)
#
# Settings (environment; the defaults are the production layout of the README):
#   ASCON_HOME=/srv/ascon                   holds releases/, current, repo/
#   ASCON_REPO=$ASCON_HOME/repo             git repository to build from
#   ASCON_PORTS="3001 3002"                 instance n listens on the n-th port
#   ASCON_RESTART='systemctl restart ascon@%i'    %i: the instance number
#   ASCON_NGINX_RELOAD='systemctl reload nginx'
#   ASCON_UPSTREAM_FILE=/etc/nginx/ascon/upstream.conf
#   ASCON_DRAIN_SECONDS=3                   after the reload, before the restart
#   ASCON_READY_TIMEOUT=120                 seconds an instance may take to answer /readyz
#   ASCON_KEEP_RELEASES=5
#   ASCON_ALLOW_UNCONFIRMED=                1: publish unconfirmed facts anyway (a staging host only)
set -euo pipefail

home=${ASCON_HOME:-/srv/ascon}
mkdir -p "$home/releases"
home=$(cd "$home" && pwd -P)
repo=${ASCON_REPO:-$home/repo}
read -r -a ports <<< "${ASCON_PORTS:-3001 3002}"
restart=${ASCON_RESTART:-systemctl restart ascon@%i}
reload=${ASCON_NGINX_RELOAD:-systemctl reload nginx}
upstream=${ASCON_UPSTREAM_FILE:-/etc/nginx/ascon/upstream.conf}
drain=${ASCON_DRAIN_SECONDS:-3}
ready_timeout=${ASCON_READY_TIMEOUT:-120}
keep=${ASCON_KEEP_RELEASES:-5}

say() { printf 'release: %s\n' "$*" >&2; }

# Writes the upstream file with the instance at index $1 (0-based; -1: none) marked down.
write_upstream() {
  local i=0 mark port
  {
    echo "# Written by deploy/release.sh on $(date -u +%FT%TZ); see deploy/nginx/ascon-upstream.conf."
    echo 'upstream ascon {'
    for port in "${ports[@]}"; do
      mark=''
      [ "$i" = "$1" ] && mark=' down'
      echo "    server 127.0.0.1:$port max_fails=1 fail_timeout=5s$mark;"
      i=$((i + 1))
    done
    echo '}'
  } > "$upstream.new"
  mv -f "$upstream.new" "$upstream"
  sh -c "$reload"
}

# Polls http://127.0.0.1:PORT/readyz with the release's own Node (no curl needed).
wait_ready() {
  local deadline=$((SECONDS + ready_timeout))
  until "$home/current/node_modules/.bin/node" -e \
    'fetch(process.argv[1], { signal: AbortSignal.timeout(2000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' \
    "http://127.0.0.1:$1/readyz"; do
    [ "$SECONDS" -lt "$deadline" ] || return 1
    sleep 0.2
  done
}

build_release() {
  local dir=$1
  if [ "${prebuilt:-}" ]; then
    # Hard links when on the same file system (a release is never changed in place).
    for entry in "$prebuilt"/* "$prebuilt"/.[!.]*; do
      case ${entry##*/} in .git | var | '.[!.]*') continue ;; esac
      cp -al "$entry" "$dir/" 2> /dev/null || cp -a "$entry" "$dir/"
    done
    return
  fi
  say "building ${ref} of $repo in $dir"
  git -C "$repo" archive --format=tar "$ref" | tar -x -C "$dir" || return 1
  (cd "$dir" && npm ci --no-audit --no-fund && npm run build)
}

# What nginx needs to serve this release while no instance answers (decision 0082), beside its dist/.
write_nginx_conf() {
  "$1/node_modules/.bin/node" "$1/scripts/nginx-release.ts" "$1/dist" > "$1/release.nginx.conf.new" \
    && mv -f "$1/release.nginx.conf.new" "$1/release.nginx.conf"
}

# The launch gate (decision 0089): the release's own check of its own content, on its own Node.
check_facts() {
  "$1/node_modules/.bin/node" "$1/scripts/launch-check.ts" "$1" >&2 && return 0
  if [ "${ASCON_ALLOW_UNCONFIRMED:-}" = 1 ]; then
    say 'ASCON_ALLOW_UNCONFIRMED=1: publishing the unconfirmed facts above anyway (a staging host, never production)'
    return 0
  fi
  say 'refused: the facts above are not confirmed; confirm or remove them: docs/content/claims.md'
  return 1
}

switch_to() {
  ln -sfn "$1" "$home/current.new"
  mv -Tf "$home/current.new" "$home/current"
  say "current -> $1"
}

restart_one_by_one() {
  local index=0
  for port in "${ports[@]}"; do
    local instance=$((index + 1))
    write_upstream "$index"
    sleep "$drain"
    say "restarting instance $instance (port $port)"
    sh -c "${restart//%i/$instance}"
    if ! wait_ready "$port"; then
      write_upstream -1
      say "instance $instance did not answer /readyz within ${ready_timeout}s; the other instances still serve."
      say "look at: journalctl -u ascon@$instance; go back with: $0 --rollback"
      exit 1
    fi
    index=$instance
  done
  write_upstream -1
}

prebuilt='' ref=HEAD target=''
case "${1:-}" in
  --prebuilt) prebuilt=$(cd "${2:?--prebuilt needs a directory}" && pwd) ;;
  --rollback)
    # The newest release older than the current one.
    previous=$(ls -1d "$home"/releases/*/ | sed 's#/$##' | sort | awk -v current="$(readlink -f "$home/current")" '$0 == current { print last; exit } { last = $0 }')
    [ -n "$previous" ] || { say 'no earlier release to go back to'; exit 1; }
    target=$previous ;;
  '') ;;
  *) ref=$1 ;;
esac

if [ -z "$target" ]; then
  target="$home/releases/$(date -u +%Y%m%dT%H%M%SZ)"
  mkdir "$target" # fails when a release started within the same second exists
  build_release "$target" || { rm -rf "$target"; say 'build failed; nothing was switched'; exit 1; }
  check_facts "$target" || { rm -rf "$target"; say 'nothing was switched'; exit 1; }
  write_nginx_conf "$target" || { rm -rf "$target"; say 'release.nginx.conf could not be written; nothing was switched'; exit 1; }
fi
switch_to "$target"
restart_one_by_one
say "done: every instance runs $target"
# Old releases beyond the newest $keep, oldest first, never the current one.
ls -1d "$home"/releases/*/ | sed 's#/$##' | sort | awk -v current="$(readlink -f "$home/current")" '$0 != current' \
  | head -n "-$((keep - 1))" | xargs -r rm -rf
