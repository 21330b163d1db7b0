/**
 * The time trap in a real browser (the shared e2e server runs with it off): a form token
 * serves one accepted lead (decision 0029), so after a success the island must ask for a new
 * one; a visitor who sends two inquiries in a row from one page gets both through as a person,
 * not the second stored as spam. Its own server process, with MIN_FILL_MS on; the waits read
 * the opening time from the token. That a post sent at once is spam, and does not use up its
 * opening, is proven on the server's injected clock (tests/integration/form-token-clock.test.ts):
 * here "at once" would race the wall clock, and a slow host would flip it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process.ts';
import { hydrated } from './hydration.ts';
import { strings } from './pages.ts';

const root = resolve(import.meta.dirname, '../..');
// On, so a post sent before it passed would be spam: each send below waits it out first.
const minFillMs = 2000;
let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  // A new PGlite database takes a while to create on a busy machine; startServer gives up
  // (and kills the child) before the hook does, so no server outlives a failed start.
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-form-token-'));
  server = await startServer(
    { DATA_DIR: dataDir, DIST_DIR: join(root, 'dist'), MIN_FILL_MS: String(minFillMs) },
    { readyTimeoutMs: 150_000 },
  );
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The stored inquiries as the team's CLI lists them (it talks to the running server). */
async function storedInquiries(): Promise<Array<{ email: string; status: string; spamReason: string | null }>> {
  const { stdout } = await promisify(execFile)(join(root, 'node_modules/.bin/node'), ['server/cli/leads.ts', 'list', '--format', 'json'], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
  return JSON.parse(stdout) as Array<{ email: string; status: string; spamReason: string | null }>;
}

/**
 * Waits until the form holds a time-trap token other than `usedId` (after a success the island
 * asks for a new opening) and the trap's minimum has passed since the server opened it, on the
 * server's clock (the same host's). Returns the opening's id. An empty field (trap off) never
 * passes.
 */
async function waitForFillTime(page: Page, usedId: string | null): Promise<string> {
  const field = page.getByTestId('inquiry-form').first().locator('[name="formToken"]');
  let id = '';
  await expect
    .poll(
      async () => {
        const [tokenId = '', openedAt = ''] = (await field.inputValue()).split('.');
        id = tokenId;
        if (!/^[\w-]{16}$/.test(tokenId) || tokenId === usedId) return 'no new opening';
        return Date.now() - Number(openedAt) >= minFillMs ? 'fill time passed' : 'too soon';
      },
      { message: 'a new form opening, older than MIN_FILL_MS' },
    )
    .toBe('fill time passed');
  return id;
}

async function fillInquiry(page: Page, email: string) {
  const form = page.getByTestId('inquiry-form').first();
  await form.locator('[name="name"]').fill('Huda Al-Qahtani');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="country"]').selectOption('SA');
  await form.locator('[name="phoneNumber"]').fill('+966 50 123 4567');
  await form.locator('[name="message"]').fill('We run 4 branches and want to replace our accounting system.');
}

async function submit(page: Page) {
  const form = page.getByTestId('inquiry-form').first();
  await form.getByTestId('inquiry-submit').click();
  await expect(form.getByTestId('form-status')).toHaveText(strings.en.forms.success);
}

/** Fills the form, waits as a person would (the server's clock decides), sends; returns the opening's id. */
async function sendInquiry(page: Page, email: string, usedId: string | null): Promise<string> {
  await fillInquiry(page, email);
  const id = await waitForFillTime(page, usedId);
  await submit(page);
  return id;
}

test('two inquiries in a row from one page both reach sales, neither is taken for a bot', async ({ page }) => {
  await page.goto(`${server.url}/contact`);
  await hydrated(page, 'inquiry-form');
  const firstId = await sendInquiry(page, 'first@example.com', null);
  await test.step('after the success the form holds a new opening, not the used one', async () => {
    const field = page.getByTestId('inquiry-form').first().locator('[name="formToken"]');
    await expect(field).toHaveValue(/^[\w-]{16}\./);
    await expect(field).not.toHaveValue(new RegExp(`^${firstId}\\.`));
  });
  await sendInquiry(page, 'second@example.com', firstId);
  const stored = await storedInquiries();
  expect(
    stored
      .filter((lead) => lead.email.endsWith('@example.com'))
      .map((lead) => [lead.email, lead.status, lead.spamReason])
      .sort(),
  ).toEqual([
    ['first@example.com', 'received', null],
    ['second@example.com', 'received', null],
  ]);
});
