import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/lib/chromium.ts';
import { serverNodeFlags } from './scripts/lib/server-process.ts';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { makeOwnedTemp, removeAbandoned } from './tests/support/abandoned-temp.ts';

/**
 * Browser end-to-end tests against the real server (`node --liftoff-only --max-semi-space-size=4 server/main.ts`) serving the built
 * dist/, on Debian's Chromium (browser downloads do not work here). Run after `npm run build`.
 */
const port = Number(process.env['E2E_PORT'] ?? 4317);
const given = process.env['E2E_DATA_DIR'];
let dataDir = given;
if (!dataDir) {
  // Only a folder made here is removed: after the run (tests/e2e/global-teardown.ts), when the
  // runner exits early (a server that did not start), or by the next run if this one was killed.
  removeAbandoned(tmpdir(), 'ascon-e2e-');
  const made = makeOwnedTemp(tmpdir(), 'ascon-e2e-');
  process.env['E2E_DATA_DIR_OWNED'] = made;
  process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  dataDir = made;
}
process.env['E2E_DATA_DIR'] = dataDir;

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
    locale: 'en-US',
    // Recording a trace for every test costs ~10 % of the run and CI keeps no artefacts; to debug
    // a failure, rerun it with `--trace retain-on-failure`.
    trace: 'off',
  },
  webServer: {
    command: `node ${serverNodeFlags.join(' ')} server/main.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MAIL_TRANSPORT: 'log',
      RATE_LIMIT_MAX: '1000',
      MIN_FILL_MS: '0',
      // Two Chromium workers and the publishing test's site rebuild share the machine's two cores
      // with this server: its event-loop delay then measures them, and shedding would answer a
      // search index chunk or a font with 503 in a test that is about something else. Shedding
      // has its own tests (tests/integration/hostile/overload.test.ts).
      SHED_EVENT_LOOP_DELAY_MS: '0', // off: a starved loop reads as an infinite delay
    },
  },
});
