/**
 * One voice for calls to action (decision 0034), on every built page of both languages:
 * - every primary action (marked `data-cta="primary"`, or any link painted in the accent colour
 *   of the primary button) is worded `cta.primary` ("Book a demo" / «احجز عرضًا توضيحيًا»);
 * - the page ends with exactly one closing band, right before the footer, leading to the form;
 * - a 360 px phone never shows more than two call-to-action blocks on one page.
 */
import { expect, test, type Page } from '@playwright/test';
import { localizePath } from '../../src/i18n/paths.ts';
import { locales } from '../../src/i18n/locales.ts';
import { extraRoutes } from '../../src/routes.ts';
import { positionRoutes } from '../support/positions.ts';
import { pageCases, strings } from './pages.ts';

const extraPaths = [...Object.values(extraRoutes), ...Object.values(positionRoutes), '/404'].flatMap((path) =>
  locales.map((l) => localizePath(path, l)),
);
const paths = [...pageCases.map((c) => c.path), ...extraPaths];

/** Primary actions on the page: marked ones, and any link wearing the primary button's colour. */
function primaryActions(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-accent-700)';
    document.body.append(probe);
    const accent = getComputedStyle(probe).color;
    probe.remove();
    return [...document.querySelectorAll<HTMLAnchorElement>('a')]
      .filter((a) => a.dataset['cta'] === 'primary' || getComputedStyle(a).backgroundColor === accent)
      .map((a) => ({ text: (a.textContent ?? '').trim(), href: a.getAttribute('href') }));
  });
}

/** Call-to-action blocks a visitor sees (rendered with a size, not hidden at this width). */
function visibleCtaBlocks(page: Page) {
  return page
    .locator('[data-cta-block]')
    .evaluateAll((blocks) => blocks.filter((b) => b.getBoundingClientRect().height > 0).map((b) => b.getAttribute('data-cta-block')));
}

for (const path of paths) {
  const locale = path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en';
  const label = strings[locale].cta.primary;

  test(`${path}: one primary label, one closing band before the footer, at most two CTA blocks at 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const band = page.locator('[data-cta-block="closing"]');
    await expect(band).toHaveCount(1);
    expect(await band.evaluate((el) => el.nextElementSibling?.getAttribute('data-testid'))).toBe('site-footer');
    expect(await band.evaluate((el) => el.previousElementSibling?.tagName)).toBe('MAIN');
    await expect(band.locator('[data-cta="primary"]')).toHaveAttribute('href', /#inquiry$/);

    const actions = await primaryActions(page);
    expect(actions.length, 'the page offers the primary action').toBeGreaterThan(0);
    for (const action of actions) expect(action.text, `primary action to ${action.href}`).toBe(label);

    await page.setViewportSize({ width: 360, height: 740 });
    const blocks = await visibleCtaBlocks(page);
    expect(blocks.length, `CTA blocks at 360 px: ${blocks.join(', ')}`).toBeLessThanOrEqual(2);
  });
}
