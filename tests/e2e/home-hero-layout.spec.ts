// The home slider's composition (docs/design.md): at 1280 px the text block is centred on the
// product screen beside it and the controls sit under that screen, as its pager; on a 360 × 640
// phone the heading, the lead and the contact button are all in the first screen, in both
// languages. The browser speaks the page's language, so no language hint takes a row.
import { expect, test, type Page } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

const slide = '[data-testid="slide"][data-active="true"]';

for (const locale of locales) {
  const path = localizePath('/', locale);
  const browserLocale = locale === 'ar' ? 'ar' : 'en-US';

  test(`${path} at 1280 px: the text is centred on the screen, the controls under it`, async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(path);
    const screen = await box(page, `${slide} img.product-screen`);
    const top = await box(page, `${slide} .page-hero-title`);
    const bottom = await box(page, `${slide} [data-testid="slider-contact"]`);
    const text = { y: top.y, height: bottom.y + bottom.height - top.y };
    expect(Math.abs(text.y + text.height / 2 - (screen.y + screen.height / 2))).toBeLessThanOrEqual(4);
    const controls = await box(page, '[data-testid="slider-prev"]');
    const dots = await box(page, '[data-testid="slider-controls"] ol');
    expect(controls.y).toBeGreaterThanOrEqual(screen.y + screen.height);
    expect(controls.y).toBeLessThanOrEqual(screen.y + screen.height + 40);
    // Within the screen's column, whichever side it is on.
    for (const b of [controls, dots]) {
      expect(b.x).toBeGreaterThanOrEqual(screen.x - 1);
      expect(b.x + b.width).toBeLessThanOrEqual(screen.x + screen.width + 1);
    }
    await context.close();
  });

  test(`${path} at 360 × 640: heading, lead and contact button in the first screen`, async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale, viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    await page.goto(path);
    for (const selector of [`${slide} h2`, `${slide} .page-hero-lead p`, `${slide} [data-testid="slider-contact"]`]) {
      const b = await box(page, selector);
      expect(b.y + b.height, selector).toBeLessThanOrEqual(640);
    }
    await context.close();
  });
}
