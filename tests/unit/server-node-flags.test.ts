/**
 * The commands that start the server on PGlite run node with V8's --liftoff-only and
 * --max-semi-space-size=4 (decisions 0079, 0088), as the spawned servers do (serverNodeFlags). Each npm script is run for real; a module
 * preloaded through NODE_OPTIONS reports the flags the script's own node process received and
 * ends it before the script's entry file loads (npm, itself a node program outside the
 * checkout, is let through).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { serverNodeFlags } from '../../scripts/lib/server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'node-flags-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const preload = join(dir, 'report.mjs');
writeFileSync(
  preload,
  `const entry = process.argv[1] ?? '';
if (entry.startsWith(process.cwd() + '/') && !entry.includes('/node_modules/')) {
  console.log('execArgv=' + JSON.stringify(process.execArgv));
  process.exit(0);
}
`,
);

/** The flags node was started with for `npm run <script>`'s own process. */
function scriptNodeFlags(script: string): string[] {
  const run = spawnSync('npm', ['run', '--silent', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: `--import=${pathToFileURL(preload).href}` },
    timeout: 60_000,
  });
  const line = run.stdout.split('\n').find((l) => l.startsWith('execArgv='));
  if (!line) throw new Error(`npm run ${script} reported no flags: ${run.stdout}${run.stderr}`);
  return JSON.parse(line.slice('execArgv='.length)) as string[];
}

it.each(['start', 'serve', 'bench:storm'])("npm run %s runs node with the spawned servers' flags", (script) => {
  expect(serverNodeFlags).toEqual(['--liftoff-only', '--max-semi-space-size=4']);
  expect(scriptNodeFlags(script)).toEqual(expect.arrayContaining([...serverNodeFlags]));
});
