/**
 * The e-mail preview (`npm run emails`) opened in Chromium as documents: every template in
 * both languages is axe-clean (WCAG 2.x A/AA), has the right lang/dir, and loads nothing but
 * itself (no remote images, fonts, stylesheets or scripts; the logo is a data: URL in the
 * preview and an inline part in a real mail). Screenshots go to
 * test-results/email-preview/ for a person to look at.
 */
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.ts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');
const templates = ['sales-notification', 'hr-notification', 'acknowledgement-inquiry', 'acknowledgement-application'];
const locales = ['en', 'ar'] as const;
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

let dir: string;

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'email-preview-'));
  execFileSync(join(root, 'node_modules/.bin/node'), ['scripts/email-preview.ts', dir], { cwd: root, stdio: 'pipe' });
});

test.afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

for (const name of templates) {
  for (const locale of locales) {
    test(`e-mail ${name}.${locale}: axe-clean, lang/dir, nothing loaded from elsewhere`, async ({ page }) => {
      const file = join(dir, `${name}.${locale}.html`);
      const html = readFileSync(file, 'utf8');
      // Links may point at the site; nothing is loaded from it or anywhere else.
      expect(html).not.toMatch(/\s(?:src|background|srcset)="(?:https?:)?\/\/|url\(|<link|<script/i);
      expect([...html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1]!.slice(0, 22))).toEqual(['data:image/png;base64,']);

      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.setViewportSize({ width: 700, height: 900 });
      await page.goto(pathToFileURL(file).href);
      await page.waitForLoadState('load');
      expect(requests.filter((url) => !url.startsWith('file:') && !url.startsWith('data:'))).toEqual([]);

      // The staff notifications are in English whatever the visitor's language.
      const mailLocale = name.startsWith('acknowledgement') ? locale : 'en';
      await expect(page.locator('html')).toHaveAttribute('lang', mailLocale);
      await expect(page.locator('html')).toHaveAttribute('dir', mailLocale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('img', { name: mailLocale === 'ar' ? 'أسكون' : 'ASCON' })).toBeVisible();
      expect(await page.evaluate(() => (document.querySelector('img') as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

      const result = await axeBuilder(page).withTags(tags).analyze();
      const practices = await axeBuilder(page).withRules(['page-has-heading-one', 'empty-heading', 'heading-order']).analyze();
      const report = [...result.violations, ...practices.violations].map(
        (v) => `${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(report, report.join('\n')).toEqual([]);

      await page.screenshot({ path: join(root, 'test-results/email-preview', `${name}.${locale}.png`), fullPage: true });
    });
  }
}
