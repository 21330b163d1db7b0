/**
 * The launch gate on the site editor's publishing path (decision 0089): scripts/build-release.ts,
 * which every `npm run edit:site` rebuild runs, refuses this checkout's content while it has
 * facts the vendor has not confirmed (it has: sample partners, placeholder phones), listing each
 * one before Astro loads; with ASCON_ALLOW_UNCONFIRMED=1 it goes on to the build (stopped here
 * once it does: the build itself is the editor-publishing browser test's).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { unconfirmedFacts } from '../../../src/content/launch-check.ts';
import { tempDir } from '../../support/temp-dirs.ts';

const root = process.cwd();

/** Runs build-release.ts into a fresh folder; stops it once it says `content checked` (the build would follow). */
function buildRelease(env: Record<string, string>) {
  const out = join(tempDir('build-release-gate-'), 'release');
  return new Promise<{ code: number | null; stdout: string; stderr: string; out: string }>((done) => {
    const child = spawn(process.execPath, ['scripts/build-release.ts', out, tempDir('build-release-cache-')], {
      cwd: root,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASCON_ALLOW_UNCONFIRMED: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('content checked:')) child.kill();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (code) => done({ code, stdout, stderr, out }));
  });
}

test('content with unconfirmed facts is refused before the build, each fact and the fix printed', async () => {
  const facts = unconfirmedFacts(root);
  expect(facts.length).toBeGreaterThan(0);
  const result = await buildRelease({});
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('src/content/partner-directory.json  rawafed  *: A sample, not a real entry');
  expect(result.stderr).toContain(`refused: ${facts.length} fact(s) not confirmed; confirm or remove them: docs/content/claims.md`);
  expect(result.stdout).not.toContain('content checked');
  expect(existsSync(result.out)).toBe(false);
}, 60_000);

test('ASCON_ALLOW_UNCONFIRMED=1 (a staging host) goes on to the build and says so', async () => {
  const result = await buildRelease({ ASCON_ALLOW_UNCONFIRMED: '1' });
  expect(result.stdout).toContain(`ASCON_ALLOW_UNCONFIRMED=1: publishing ${unconfirmedFacts(root).length} unconfirmed fact(s) anyway`);
  expect(result.stdout).toContain('content checked:');
}, 60_000);
