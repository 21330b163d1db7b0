/**
 * The content editor for real (decision 0028): `astro dev` with KEYSTATIC=1 on a private port,
 * over a copy of the site's sources (so saves never touch the checkout), driven in Chromium.
 * An Arabic edit, typed right to left, is saved into the page's JSON file; an invalid one is refused before saving,
 * naming the field, and the file stays as it was.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import getPort from 'get-port';
import { expect, test } from '@playwright/test';
import { homeSchema } from '../../src/content/schemas/home.ts';

const project = process.cwd();
let editor: ChildProcess | undefined;
let root = '';
let origin = '';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  // Inside the project (var/ is ignored by git): modules resolve from its node_modules and Vite serves them.
  mkdirSync(join(project, 'var'), { recursive: true });
  root = mkdtempSync(join(project, 'var', 'editor-e2e-'));
  for (const entry of ['src', 'public', 'astro.config.ts', 'keystatic.config.ts', 'tsconfig.json'])
    cpSync(join(project, entry), join(root, entry), { recursive: true });
  const port = await getPort({ host: '127.0.0.1' });
  origin = `http://127.0.0.1:${port}`;
  editor = spawn(
    join(project, 'node_modules/.bin/node'),
    [join(project, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: root,
      env: { ...process.env, KEYSTATIC: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let log = '';
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(`127.0.0.1:${port}`)) resolve();
    };
    editor!.stdout!.on('data', onData);
    editor!.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    editor!.once('exit', (code) => reject(new Error(`astro dev exited (${code}):\n${log}`)));
  });
});

test.afterAll(async () => {
  if (editor && editor.exitCode === null) {
    const exited = new Promise((resolve) => editor!.once('exit', resolve));
    editor.kill('SIGTERM');
    await exited;
  }
  if (root) rmSync(root, { recursive: true, force: true });
});

const homeAr = () =>
  JSON.parse(readFileSync(join(root, 'src/content/home/ar.json'), 'utf8')) as {
    slider: { label: string; slides: Array<{ title: string }> };
  };

test('an Arabic headline changed in the editor is saved into src/content/home/ar.json', async ({ page }) => {
  const original = homeAr();
  const before = original.slider.slides[0]!.title;
  const headline = 'نظام واحد يدير أعمالك كلها';
  await page.goto(`${origin}/keystatic/singleton/home_ar`);
  await page.getByText(before, { exact: true }).click();
  const dialog = page.getByRole('dialog');
  const title = dialog.getByRole('textbox', { name: /^Title/ });
  // Arabic is typed right to left (src/content/editor/right-to-left.ts).
  expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await title.fill(headline);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => homeAr().slider.slides[0]!.title, { timeout: 20_000 }).toBe(headline);
  // Nothing else in the file changed, and the build's schema still accepts it.
  original.slider.slides[0]!.title = headline;
  expect(homeAr()).toEqual(original);
  expect(homeSchema.safeParse(homeAr()).success).toBe(true);
});

test('an edit that breaks a rule is refused before saving, naming the field', async ({ page }) => {
  const before = readFileSync(join(root, 'src/content/home/ar.json'), 'utf8');
  await page.goto(`${origin}/keystatic/singleton/home_ar`);
  const label = page.getByRole('textbox', { name: /^Label/ }).first();
  await label.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(label).toHaveAttribute('aria-invalid', 'true');
  const message = page.locator(`[id="${(await label.getAttribute('aria-describedby'))?.split(' ')[0]}"]`);
  await expect(message).toHaveText('Label must not be empty');
  expect(readFileSync(join(root, 'src/content/home/ar.json'), 'utf8')).toBe(before);
});
