/**
 * The content editor and local publishing for real (decisions 0028, 0037): Keystatic in `astro
 * dev` over a copy of the sources, and the site server with SITE_REBUILD over the same copy
 * (tests/support/publishing-site.ts). A position added in both languages and an Arabic
 * headline are saved, rebuilt and swapped in while pages keep answering 200; invalid edits are
 * refused, in the editor before saving or by the rebuild, which keeps the old site served.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { expect, test, type Page } from '@playwright/test';
import { readPositions } from '../../src/content/positions.ts';
import { openPositions } from '../../src/forms/open-positions.ts';
import { homeSchema } from '../../src/content/schemas/home.ts';
import { startPublishingSite, type PublishingSite } from '../support/publishing-site.ts';

let site: PublishingSite;
test.describe.configure({ mode: 'serial', timeout: 600_000 });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startPublishingSite(test.info().outputPath('servers.log'));
});
test.afterAll(async () => site?.stop());

interface Status {
  state: string;
  release: string;
  builds: number;
  problems: string[];
  startedAt?: string;
  finishedAt?: string;
}
const status = async (): Promise<Status> => (await fetch(`${site.site}/_edit/status.json`)).json() as Promise<Status>;
const get = async (path: string) => {
  const response = await fetch(`${site.site}${path}`);
  return { status: response.status, text: await response.text() };
};
/** The position the new one is copied from: the first open one in the content, whatever it is. */
const template = () => openPositions(readPositions(join(site.root, 'src/content/positions')))[0]!.id;
const contentFile = (path: string) => JSON.parse(readFileSync(join(site.root, 'src/content', path), 'utf8')) as Record<string, unknown>;
/** The saved file's value, or undefined while the editor's save has not written it. */
const saved = <T>(read: () => T): T | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

const readPauseMs = 20;
interface Reading {
  path: string;
  status: number;
  /** The body's start when not 200. */
  error: string;
  /** When the answer was read (Date.now(): compared with the server's build times, same machine). */
  at: number;
  /** Whether the answer names `marker`: from the new release, not the old one. */
  updated: boolean;
}

/**
 * Requests pages one after another, with a short pause between requests, until stopped; every
 * answer is kept. The pause: back to back, the loop sent ~59,000 requests and took the CPU
 * from the rebuild it waits for; paced, it still reads each page several times a second.
 */
function keepReading(paths: string[], marker: string) {
  const readings: Reading[] = [];
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const path = paths[i % paths.length]!;
      const response = await fetch(`${site.site}${path}`);
      const body = await response.text();
      const ok = response.status === 200;
      readings.push({ path, status: response.status, error: ok ? '' : body.slice(0, 300), at: Date.now(), updated: body.includes(marker) });
      await setTimeout(readPauseMs);
    }
  })();
  return {
    /** Whether an answer from the new release has been read. */
    readUpdate: () => readings.some((r) => r.updated),
    stop: async () => {
      running = false;
      await loop;
      return readings;
    },
  };
}

/**
 * An editor page in a tab of its own. Leaving an entry page that Keystatic still counts as
 * changed (just after a create) asks "leave with unsaved changes?" (beforeunload), and Chromium
 * then aborts the navigation even when the dialog is accepted: a fresh tab has nothing to leave.
 */
async function openEditor(page: Page, path: string, button: 'Save' | 'Create'): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(`${site.editor}/keystatic/${path}`, { waitUntil: 'domcontentloaded' });
  await expect(tab.getByRole('button', { name: button })).toBeVisible({ timeout: 180_000 });
  return tab;
}

const id = 'quality-engineer';
const titles = { en: 'Quality assurance engineer', ar: 'مهندس ضمان الجودة' };
const headline = 'نظام واحد يدير أعمالك كلها';

/** The position, copied from an open one (Keystatic's "Duplicate entry"), with its own address and titles. */
async function addPosition(page: Page) {
  await page.getByRole('textbox', { name: 'Address: /careers/…' }).fill(id);
  for (const language of ['en', 'ar'] as const) {
    const group = page.getByRole('group', { name: language === 'en' ? 'En' : 'Ar', exact: true });
    await group.getByRole('textbox', { name: 'Title', exact: true }).fill(titles[language]);
    await group.getByRole('textbox', { name: 'Tab', exact: true }).fill(titles[language].split(' ')[0]!);
  }
  await page.getByRole('button', { name: 'Create' }).click();
  // After creating, the editor moves to the new entry's page by itself.
  await page.waitForURL(new RegExp(`/collection/positions/item/${id}$`), { timeout: 120_000 });
  const position = () => contentFile(`positions/${id}.json`) as { en: { title: string }; ar: { title: string } };
  await expect.poll(() => saved(position)?.ar.title, { timeout: 120_000 }).toBe(titles.ar);
  expect(position().en.title).toBe(titles.en);
}

/** The Arabic headline, typed right to left (src/content/editor/right-to-left.ts); nothing else in the file changes. */
async function changeHeadline(page: Page) {
  const homeAr = () => contentFile('home/ar.json') as { slider: { slides: Array<{ title: string }> } };
  const original = homeAr();
  await page.getByText(original.slider.slides[0]!.title, { exact: true }).click();
  const dialog = page.getByRole('dialog');
  const title = dialog.getByRole('textbox', { name: /^Title/ });
  expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await title.fill(headline);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => saved(homeAr)?.slider.slides[0]!.title, { timeout: 120_000 }).toBe(headline);
  original.slider.slides[0]!.title = headline;
  expect(homeAr()).toEqual(original);
  expect(homeSchema.safeParse(homeAr()).success).toBe(true);
}

test('a position added in both languages and an Arabic headline are published while the site keeps answering', async ({ page }) => {
  const from = template();
  const before = await status();
  // Seconds from the test's start to each phase's end, kept as an annotation (docs/performance.md).
  const started = performance.now();
  const phases: string[] = [];
  const phase = (name: string) => phases.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)}`);
  const creating = await openEditor(page, `collection/positions/create?duplicate=${from}`, 'Create');
  phase('editor');
  // From the first save to the swap: nothing served changes before it.
  const reader = keepReading(['/', '/ar', '/careers', `/careers/${from}`, '/ar/careers', '/sitemap.xml'], id);
  let readings: Reading[];
  try {
    await addPosition(creating);
    phase('position saved');
    // A tab of its own, opened after the save: each save reloads the editor's open pages.
    await changeHeadline(await openEditor(page, 'singleton/home_ar', 'Save'));
    phase('headline saved');
    // One rebuild after the saves (a save during a build restarts it), then the swap.
    await expect
      .poll(
        async () => {
          const now = await status();
          return now.state === 'idle' && now.release !== before.release && (await get(`/careers/${id}`)).status;
        },
        { timeout: 540_000, intervals: [2_000] },
      )
      .toBe(200);
    // The loop reads on until it has read the new release too: it spans the swap.
    await expect.poll(reader.readUpdate, { timeout: 30_000 }).toBe(true);
  } finally {
    readings = await reader.stop();
  }
  phase('swapped');
  const built = await status();
  const [buildStart, buildEnd] = [Date.parse(built.startedAt!), Date.parse(built.finishedAt!)];
  const buildSeconds = ((buildEnd - buildStart) / 1000).toFixed(1);
  test.info().annotations.push({ type: 'phases (s)', description: `${phases.join(', ')}; last build ${buildSeconds}` });

  const en = await get(`/careers/${id}`);
  expect(en.text).toContain(titles.en);
  const jsonLd = [...en.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string; title?: string },
  );
  expect(jsonLd.find((d) => d['@type'] === 'JobPosting')?.title).toBe(titles.en);
  expect(en.text).toMatch(new RegExp(`<option value="${id}" selected="">`));
  const ar = await get(`/ar/careers/${id}`);
  expect(ar.status).toBe(200);
  expect(ar.text).toContain(titles.ar);
  const sitemap = (await get('/sitemap.xml')).text;
  for (const path of [`/careers/${id}`, `/ar/careers/${id}`]) expect(sitemap).toContain(`${path}</loc>`);
  expect((await get('/careers')).text).toContain(`<option value="${id}">`);
  expect((await get('/ar')).text).toContain(headline);
  // The server checks applications against the new content without a restart.
  expect(JSON.stringify(await (await fetch(`${site.site}/api/openapi.json`)).json())).toContain(`"${id}"`);

  // Every answer 200, from the old release while the swapped-in one was built, then from the new one.
  expect(readings.filter((r) => r.status !== 200)).toEqual([]);
  const duringBuild = readings.filter((r) => r.at > buildStart && r.at < buildEnd);
  expect(duringBuild.length).toBeGreaterThan(0);
  expect(duringBuild.filter((r) => r.updated)).toEqual([]);
  const firstUpdated = readings.findIndex((r) => r.updated);
  expect(firstUpdated).toBeGreaterThan(0);
  // After the first answer from the new release, none from the old (the home pages never name a position).
  expect(readings.slice(firstUpdated).filter((r) => !r.updated && r.path !== '/' && r.path !== '/ar')).toEqual([]);
  test.info().annotations.push({
    type: 'requests: in all, during the last build',
    description: `${readings.length}, ${duringBuild.length}`,
  });
});

test('invalid edits are refused: a broken count before saving, a rejected term by the rebuild, which keeps the site', async ({
  page: browserPage,
}) => {
  const file = `positions/${id}.json`;
  const unchanged = JSON.stringify(contentFile(file));
  const page = await openEditor(browserPage, `collection/positions/item/${id}`, 'Save');
  const ar = page.getByRole('group', { name: 'Ar', exact: true });

  // A count the spec fixes (at least three responsibilities): refused in the editor, naming the field.
  const responsibilities = ar.getByRole('grid', { name: 'Responsibilities' });
  while ((await responsibilities.getByRole('row').count()) > 2)
    await responsibilities.getByRole('row').first().getByRole('button').last().click();
  await page.getByRole('button', { name: 'Save' }).click();
  const group = ar.getByRole('group', { name: /^Responsibilities/ });
  const described = () =>
    group.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((ref) => document.getElementById(ref)?.textContent ?? '')
        .join(' '),
    );
  await expect.poll(described).toContain('Must have at least 3 items.');
  expect(JSON.stringify(contentFile(file))).toBe(unchanged);
  await page.getByRole('button', { name: 'Reset' }).click();

  // A rejected glossary variant: Keystatic cannot know the glossary, so it saves; the rebuild refuses.
  const before = await status();
  const served = (await get(`/ar/careers/${id}`)).text;
  const summary = ar.getByRole('textbox', { name: 'Summary', exact: true });
  await summary.fill(`${await summary.inputValue()} مع مراقبة المخزون`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await status()).state, { timeout: 120_000, intervals: [1_000] }).toBe('failed');
  const after = await status();
  const problem = `src/content/positions/${id}.json: ar.summary: rejected "مراقبة المخزون"`;
  expect(after.problems.join('\n')).toContain(problem);
  expect(after.release).toBe(before.release);
  expect((await get(`/ar/careers/${id}`)).text).toBe(served);
  // The editor's user sees it on the status page.
  await page.goto(`${site.site}/_edit/status`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/refused/);
  await expect(page.getByRole('listitem').filter({ hasText: problem })).toHaveCount(1);
});
