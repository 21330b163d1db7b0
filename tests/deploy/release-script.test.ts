/**
 * deploy/release.sh's own paths that the end-to-end test does not take (it releases
 * `--prebuilt`): building REF from the git repository, a failing build, content with unconfirmed
 * facts (decision 0089), an instance that never becomes ready, and `--rollback`. `npm` and the
 * release's `node` are stand-ins on PATH and in the build (a real `npm ci` + `npm run build`
 * takes minutes), except that the release's launch check runs for real on the pinned Node; git,
 * the symlink switch, the upstream file and the restart order are the script's real work.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, readlinkSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeEach, expect, test } from 'vitest';
import { tempDir } from '../support/lead-app.ts';
import { root } from './support/stack.ts';

let dir: string;
let home: string;

/**
 * A fake npm: `ci` makes node_modules/.bin/node (the real, pinned Node for the launch check; else it
 * exits 1 while DIR/not-ready-N exists for the polled port's instance), `run build` makes dist/.
 */
const fakeNpm = `#!/bin/sh
[ -n "$FAIL_BUILD" ] && [ "$1" = run ] && exit 1
if [ "$1" = ci ]; then
  mkdir -p node_modules/.bin
  printf '#!/bin/sh\\ncase "$1" in *launch-check.ts) exec "%s" "$@" ;; esac\\nport=\${3##*:}; port=\${port%%%%/*}\\n[ -e "%s/not-ready-$port" ] && exit 1\\nexit 0\\n' "$REAL_NODE" "$STATE" > node_modules/.bin/node
  chmod +x node_modules/.bin/node
fi
[ "$1" = run ] && mkdir -p dist && echo built > dist/index.html
exit 0
`;

beforeEach(() => {
  dir = tempDir('deploy-release-');
  home = join(dir, 'srv');
  const repo = join(home, 'repo');
  mkdirSync(join(dir, 'bin'), { recursive: true });
  writeFileSync(join(dir, 'bin/npm'), fakeNpm);
  chmodSync(join(dir, 'bin/npm'), 0o755);
  mkdirSync(repo, { recursive: true });
  const git = (...args: string[]) =>
    spawnSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { encoding: 'utf8' });
  git('init', '-q');
  writeFileSync(join(repo, 'package.json'), '{}\n');
  // The launch check as this checkout has it, over content whose one partner is confirmed.
  for (const file of ['scripts/launch-check.ts', 'src/content/launch-check.ts']) {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    copyFileSync(join(root, file), join(repo, file));
  }
  writeFileSync(join(repo, 'src/content/partner-directory.json'), JSON.stringify({ partners: [{ id: 'real-partner' }] }));
  git('add', '.');
  git('commit', '-q', '-m', 'site');
});

/** Commits a sample partner (`"status": "sample"`): a fact the launch check lists. */
function commitSamplePartner() {
  const repo = join(home, 'repo');
  const partners = [{ id: 'real-partner' }, { id: 'sample-partner', status: 'sample' }];
  writeFileSync(join(repo, 'src/content/partner-directory.json'), JSON.stringify({ partners }));
  spawnSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-am', 'sample']);
}

/** What the fake npm and node need: the stand-ins first on PATH, the state folder, the real Node. */
const standIns = () => ({
  PATH: `${join(dir, 'bin')}:${process.env['PATH'] ?? ''}`,
  STATE: dir,
  REAL_NODE: join(root, 'node_modules/.bin/node'),
});

function release(args: string[], env: Record<string, string> = {}) {
  return spawnSync('bash', [join(root, 'deploy/release.sh'), ...args], {
    encoding: 'utf8',
    env: {
      ...standIns(),
      ASCON_HOME: home,
      ASCON_PORTS: '3101 3102',
      ASCON_RESTART: `echo restart %i >> ${dir}/events`,
      ASCON_NGINX_RELOAD: `grep -c ' down;' ${dir}/upstream.conf | sed 's/^/reload, down: /' >> ${dir}/events`,
      ASCON_UPSTREAM_FILE: join(dir, 'upstream.conf'),
      ASCON_DRAIN_SECONDS: '0',
      ASCON_READY_TIMEOUT: '1',
      ...env,
    },
  });
}

const events = () => (existsSync(join(dir, 'events')) ? readFileSync(join(dir, 'events'), 'utf8').split('\n').filter(Boolean) : []);
const releases = () => readdirSync(join(home, 'releases')).sort();
/** A release folder is named by the UTC second (release.sh): the next release starts in a later one. */
function untilNextSecond() {
  const second = Math.floor(Date.now() / 1000);
  while (Math.floor(Date.now() / 1000) === second) spawnSync('sleep', ['0.05']);
}

test('builds REF from the repository beside the old release, switches current, restarts one instance at a time', () => {
  const result = release([]);
  expect(result.status, result.stderr).toBe(0);
  const [built] = releases();
  expect(readlinkSync(join(home, 'current'))).toBe(join(home, 'releases', built!));
  expect(readFileSync(join(home, 'current/package.json'), 'utf8')).toBe('{}\n');
  expect(readFileSync(join(home, 'current/dist/index.html'), 'utf8')).toBe('built\n');
  // Instance 1 drained and restarted while 2 serves, then the reverse, then both back.
  expect(events()).toEqual(['reload, down: 1', 'restart 1', 'reload, down: 1', 'restart 2', 'reload, down: 0']);
  expect(readFileSync(join(dir, 'upstream.conf'), 'utf8')).toContain('server 127.0.0.1:3102 max_fails=1 fail_timeout=5s;');
});

test('a failing build switches nothing and restarts nothing', () => {
  expect(release([]).status).toBe(0);
  const before = readlinkSync(join(home, 'current'));
  writeFileSync(join(dir, 'events'), '');
  untilNextSecond();
  const result = release([], { FAIL_BUILD: '1' });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('build failed; nothing was switched');
  expect(readlinkSync(join(home, 'current'))).toBe(before);
  expect(releases()).toHaveLength(1);
  expect(events()).toEqual([]);
});

test('content with an unconfirmed fact is refused: current stays, nothing restarts, the facts and the fix are printed', () => {
  expect(release([]).status).toBe(0);
  const before = readlinkSync(join(home, 'current'));
  writeFileSync(join(dir, 'events'), '');
  commitSamplePartner();
  untilNextSecond();
  const result = release([]);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('src/content/partner-directory.json  sample-partner  *: A sample, not a real entry');
  expect(result.stderr).toContain('launch-check: 1 fact(s) to confirm before launch');
  expect(result.stderr).toContain('refused: the facts above are not confirmed; confirm or remove them: docs/content/claims.md');
  expect(result.stderr).toContain('nothing was switched');
  expect(readlinkSync(join(home, 'current'))).toBe(before);
  expect(releases()).toHaveLength(1);
  expect(events()).toEqual([]);
});

test('a prebuilt folder whose sources hold an unconfirmed fact is refused too', () => {
  commitSamplePartner();
  const built = join(dir, 'built');
  spawnSync('git', ['-C', join(home, 'repo'), 'worktree', 'add', '-q', built]);
  expect(spawnSync('npm', ['ci'], { cwd: built, env: { ...process.env, ...standIns() } }).status).toBe(0);
  const result = release(['--prebuilt', built]);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('src/content/partner-directory.json  sample-partner  *:');
  expect(existsSync(join(home, 'current'))).toBe(false);
  expect(releases()).toEqual([]);
  expect(events()).toEqual([]);
});

test('ASCON_ALLOW_UNCONFIRMED=1 (a staging host) publishes them anyway and says so', () => {
  commitSamplePartner();
  const result = release([], { ASCON_ALLOW_UNCONFIRMED: '1' });
  expect(result.status, result.stderr).toBe(0);
  expect(result.stderr).toContain('src/content/partner-directory.json  sample-partner  *:');
  expect(result.stderr).toContain('ASCON_ALLOW_UNCONFIRMED=1: publishing the unconfirmed facts above anyway');
  expect(readlinkSync(join(home, 'current'))).toBe(join(home, 'releases', releases()[0]!));
});

test('an instance that does not become ready stops the release with the other one serving', () => {
  writeFileSync(join(dir, 'not-ready-3101'), '');
  const result = release([]);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('instance 1 did not answer /readyz');
  expect(events()).toEqual(['reload, down: 1', 'restart 1', 'reload, down: 0']);
});

test('--rollback goes back to the release before the current one', () => {
  expect(release([]).status).toBe(0);
  untilNextSecond();
  expect(release([]).status).toBe(0);
  const [first, second] = releases();
  expect(readlinkSync(join(home, 'current'))).toBe(join(home, 'releases', second!));
  const back = release(['--rollback']);
  expect(back.status, back.stderr).toBe(0);
  expect(readlinkSync(join(home, 'current'))).toBe(join(home, 'releases', first!));
  expect(releases()).toEqual([first, second]);
});
