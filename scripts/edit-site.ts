/**
 * `npm run edit:site`: local publishing on one machine (decision 0037). Starts the content
 * editor (Keystatic in `astro dev`, on 127.0.0.1 only) and the site server with SITE_REBUILD,
 * which rebuilds the site after every save and swaps the new release in. The releases live in
 * var/site/ (`releases/<id>/`, `current` → the served one); the first is built here if none is.
 * Each build refuses content with unconfirmed facts (decision 0089) unless ASCON_ALLOW_UNCONFIRMED=1.
 *
 * Environment: PORT/HOST of the site (default 3000 on 127.0.0.1), EDITOR_PORT (4321), and any
 * other server variable (.env.example).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serverNodeFlags } from './lib/server-process.ts';
import { newReleaseDir, releasesDir, swapCurrent } from '../server/site/publishing/release-folders.ts';

const root = process.cwd();
const link = resolve(root, 'var/site/current');

if (!existsSync(link)) {
  const outDir = await newReleaseDir(link);
  console.log('No release yet: building the site…');
  const built = spawnSync(process.execPath, ['scripts/build-release.ts', outDir, join(releasesDir(link), '..', 'build-cache')], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) {
    console.error('No first release: correct the content above in the editor alone (`npm run edit`), then start again.');
    process.exit(built.status ?? 1);
  }
  await swapCurrent(link, outDir);
}

const children: ChildProcess[] = [
  spawn(process.execPath, [...serverNodeFlags, 'server/main.ts'], {
    stdio: 'inherit',
    env: { HOST: '127.0.0.1', ...process.env, SITE_REBUILD: 'true', SITE_SOURCE_DIR: root, DIST_DIR: link },
  }),
  spawn(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'dev', '--host', '127.0.0.1', '--port', process.env['EDITOR_PORT'] ?? '4321'],
    {
      stdio: 'inherit',
      env: { ...process.env, KEYSTATIC: '1', ASTRO_TELEMETRY_DISABLED: '1' },
    },
  ),
];
console.log(`Editor: http://127.0.0.1:${process.env['EDITOR_PORT'] ?? '4321'}/keystatic — publishing status: /_edit/status on the site`);

// One stops, both stop: the editor without its publisher (or the reverse) would mislead.
let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.once('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
