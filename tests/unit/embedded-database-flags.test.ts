/**
 * The commands that serve the embedded PGlite database run V8 with `--liftoff-only` (decision
 * 0079): without it V8 recompiles PGlite's WebAssembly with TurboFan after the start and the
 * server's memory passes 980 MB for seconds, against the 512 MB budget. The production unit runs
 * on PostgreSQL and carries no V8 flag (tests/deploy/files.test.ts).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

test.each([
  ['npm start', scripts['start']],
  ['npm run serve', scripts['serve']],
])('%s runs node with --liftoff-only', (_name, command) => {
  expect(command?.split(/\s+/).slice(0, 2)).toEqual(['node', '--liftoff-only']);
});

test.each([
  ['the browser tests’ server (playwright.config.ts)', 'playwright.config.ts', "command: 'node --liftoff-only server/main.ts'"],
  ['the tests’ and benches’ server process', 'scripts/lib/server-process.ts', "['--liftoff-only', 'server/main.ts']"],
])('%s starts the server with --liftoff-only', (_name, path, command) => {
  expect(read(path)).toContain(command);
});
