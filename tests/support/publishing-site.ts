/**
 * Local publishing for real (decision 0037), for browser tests: a copy of the site's sources
 * inside var/ (so the editor's saves never touch the checkout), the content editor (`astro dev`
 * with KEYSTATIC=1) and the site server with SITE_REBUILD over that copy, serving a first
 * release copied from the checkout's dist/ (built from the same sources: no first build).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import getPort, { portNumbers } from 'get-port';
import { serverNodeFlags } from '../../scripts/lib/server-process.ts';

const project = process.cwd();
const node = join(project, 'node_modules/.bin/node');
const copied = ['src', 'public', 'scripts', 'server', 'docs/content', 'astro.config.ts', 'keystatic.config.ts', 'tsconfig.json'];

export interface PublishingSite {
  root: string;
  site: string;
  editor: string;
  stop: () => Promise<void>;
}

function waitForOutput(child: ChildProcess, marker: string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(marker)) resolve();
      if (log.length > 100_000) log = log.slice(-50_000);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}):\n${log.slice(-5000)}`)));
  });
}

/** Resolves when `url` answers (the server listens after its plugins, the database included, are ready). */
async function listening(child: ChildProcess, url: string): Promise<void> {
  const exited = waitForOutput(child, '\0never', 'the site server');
  for (;;) {
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** `log`: a file that receives both processes' output (the test's output folder). */
export async function startPublishingSite(log?: string): Promise<PublishingSite> {
  // Inside the project (var/ is ignored by git): modules resolve from its node_modules and Vite
  // serves them. No package.json in the copy: Vite would then allow only the copy's folder.
  mkdirSync(join(project, 'var'), { recursive: true });
  const folder = mkdtempSync(join(project, 'var', 'publishing-e2e-'));
  // The releases live beside the copy, not in it: the editor's dev server would watch every built file.
  const root = join(folder, 'source');
  const releases = join(folder, 'site');
  for (const entry of copied) cpSync(join(project, entry), join(root, entry), { recursive: true });
  // The zopfli cache of the checkout's builds: unchanged files are not compressed again.
  mkdirSync(join(root, 'node_modules'));
  symlinkSync(join(project, 'node_modules/.cache'), join(root, 'node_modules/.cache'));
  cpSync(join(project, 'dist'), join(releases, 'releases/seed'), { recursive: true });
  symlinkSync('releases/seed', join(releases, 'current'));

  const sitePort = await getPort({ host: '127.0.0.1', port: portNumbers(4160, 4169) });
  const editorPort = await getPort({ host: '127.0.0.1', port: portNumbers(4160, 4169), exclude: [sitePort] });
  const server = spawn(node, [...serverNodeFlags, 'server/main.ts'], {
    cwd: project,
    env: {
      ...process.env,
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      DATA_DIR: join(folder, 'data'),
      DIST_DIR: join(releases, 'current'),
      SITE_REBUILD: 'true',
      SITE_SOURCE_DIR: root,
      // Not info: a line per request of the test's request loop would be most of the server's work.
      LOG_LEVEL: 'warn',
      MAIL_TRANSPORT: 'log',
      RATE_LIMIT_MAX: '100000',
      // The build, the editor and Chromium share this machine's two cores with the server: its
      // event-loop delay measures them, not the swap, so shedding on it stays out of the way here.
      SHED_EVENT_LOOP_DELAY_MS: '0', // off: a starved loop reads as an infinite delay
      // Inherited by the rebuilds (scripts/build-release.ts): brotli 5 and zlib's gzip, not brotli 11
      // and zopfli. The copy's island pages differ from the checkout's (Astro hashes their ids from
      // the absolute path), so the zopfli cache misses on them; the tests check the swap, not the bytes.
      PRECOMPRESS_LEVEL: 'fast',
      // The copy's content still has the vendor's unconfirmed facts: the rebuilds publish them as
      // on a staging host (decision 0089; the refusal: tests/integration/site/build-release-gate.test.ts).
      ASCON_ALLOW_UNCONFIRMED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const editor = spawn(
    node,
    [join(project, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(editorPort), '--host', '127.0.0.1'],
    {
      cwd: root,
      env: { ...process.env, KEYSTATIC: '1', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (log) {
    const out = createWriteStream(log);
    for (const child of [server, editor]) for (const stream of [child.stdout!, child.stderr!]) stream.pipe(out, { end: false });
  }
  const stop = async () => {
    await Promise.all([stopChild(server), stopChild(editor)]);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      listening(server, `http://127.0.0.1:${sitePort}/healthz`),
      waitForOutput(editor, `127.0.0.1:${editorPort}`, 'astro dev'),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { root, site: `http://127.0.0.1:${sitePort}`, editor: `http://127.0.0.1:${editorPort}`, stop };
}
