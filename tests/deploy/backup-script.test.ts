/**
 * deploy/backup.sh deletes the backups the privacy notice says are gone (claim backupDays),
 * and only those. pg_dump is a stand-in on PATH (no database: the dump is not what is tested
 * here, production.test.ts restores a real one); the prune step, deploy/prune-backups.sh, and
 * the claim it reads are the real ones.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, expect, test } from 'vitest';
import { claims } from '../../src/site.config.ts';
import { tempDir } from '../support/temp-dirs.ts';
import { root } from './support/stack.ts';

/** Writes the file named by --file=…, as pg_dump does. */
const fakePgDump = `#!/bin/sh
for arg; do case "$arg" in --file=*) echo dump > "\${arg#--file=}";; esac; done
`;
const hour = 3600_000;
const day = 24 * hour;

let dir: string;
let out: string;

/** A file in the backup folder, last modified `ageMs` ago. */
function backupFile(name: string, ageMs: number): void {
  const path = join(out, name);
  writeFileSync(path, 'old');
  const when = new Date(Date.now() - ageMs);
  utimesSync(path, when, when);
}

function run(script: string, env: Record<string, string> = {}) {
  return spawnSync('bash', [join(root, 'deploy', script), out], {
    encoding: 'utf8',
    env: {
      // The project's Node 24 as `node`, as the README's step 1 installs one on the host.
      PATH: `${join(dir, 'bin')}:${join(root, 'node_modules/.bin')}:${process.env['PATH'] ?? ''}`,
      DATABASE_URL: 'postgres://backup-test.invalid/ascon',
      ASCON_STATE_DIR: join(dir, 'no-state'),
      ...env,
    },
  });
}

beforeEach(() => {
  dir = tempDir('deploy-backup-');
  out = join(dir, 'backups');
  mkdirSync(join(dir, 'bin'), { recursive: true });
  mkdirSync(out);
  writeFileSync(join(dir, 'bin/pg_dump'), fakePgDump);
  chmodSync(join(dir, 'bin/pg_dump'), 0o755);
});

test('a backup deletes the dumps backupDays old and keeps the newer ones and other files', () => {
  backupFile('ascon-old.dump', claims.backupDays * day + hour);
  backupFile('ascon-old-var.tar.gz', claims.backupDays * day + hour);
  backupFile('ascon-last-night.dump', claims.backupDays * day - 2 * hour);
  backupFile('ascon-recent.dump', hour);
  backupFile('notes.txt', 90 * day);
  const backup = run('backup.sh');
  expect(backup.status, backup.stderr).toBe(0);
  // stdout is the new dump's path alone (production.test.ts restores it); the deleted files go to stderr.
  const written = backup.stdout.trim();
  expect(written).toMatch(/^[^\n]*\/ascon-\d{8}T\d{6}Z\.dump$/);
  expect(backup.stderr).toContain('ascon-old.dump');
  const kept = readdirSync(out).sort();
  expect(kept).toEqual(['ascon-last-night.dump', 'ascon-recent.dump', written.slice(out.length + 1), 'notes.txt'].sort());
});

test('the period is the claim’s: a shorter backupDays deletes more, with no second number to change', () => {
  const claimsFile = join(dir, 'claims.json');
  writeFileSync(claimsFile, JSON.stringify({ claims: { backupDays: { value: 2, confirmed: false, needs: 'test' } } }));
  backupFile('ascon-three-days.dump', 3 * day);
  backupFile('ascon-one-day.dump', day);
  const pruned = run('prune-backups.sh', { ASCON_CLAIMS_FILE: claimsFile });
  expect(pruned.status, pruned.stderr).toBe(0);
  expect(readdirSync(out)).toEqual(['ascon-one-day.dump']);
});

test('without a backupDays claim the prune step deletes nothing and says why', () => {
  const claimsFile = join(dir, 'claims.json');
  writeFileSync(claimsFile, JSON.stringify({ claims: {} }));
  backupFile('ascon-old.dump', 400 * day);
  const pruned = run('prune-backups.sh', { ASCON_CLAIMS_FILE: claimsFile });
  expect(pruned.status).toBe(1);
  expect(pruned.stderr).toContain('no backupDays');
  expect(readdirSync(out)).toEqual(['ascon-old.dump']);
});
