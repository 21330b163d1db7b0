/**
 * Where a product or sector page asks for the demo (decision 0090, amending 0043): its hero's
 * button, at every width, and on a phone inside the first screen (title, lead, the button, then
 * the screen); the page's end asks the second time, the closing band on a product page and the
 * consultation form on a sector page. Nothing asks between them: the phone strips the button
 * replaced (a product page's after its sections, a sector page's after its intro) made three
 * asks of the two. Run on every-page's load of each page at 360 × 740 px, and at 768 px on its
 * load at 1280 px re-laid out.
 */
import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { productKeys, sectorKeys, type RouteKey } from '../../../src/routes.ts';
import { strings } from '../pages.ts';

/** The four product pages (not the /solutions hub) and the ten sector pages. */
export const heroAskKeys: readonly RouteKey[] = [...productKeys.filter((key) => key !== 'solutions'), ...sectorKeys];

/**
 * On a page just loaded at 360 × 740 px and scrolled to its top: the hero's one primary action,
 * saying the one primary label, under the lead and above the screen, its foot within the first
 * screen.
 */
export async function heroAskInFirstScreen(page: Page, locale: Locale, where: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const hero = page.getByTestId('page-hero');
  const ask = hero.locator('a[data-cta="primary"]');
  await expect(ask, `${where}: the hero's primary action`).toHaveCount(1);
  await expect(ask, `${where}: the hero's primary action on a phone`).toBeVisible();
  await expect(ask, `${where}: the hero's primary action's words`).toHaveText(strings[locale].cta.primary);
  const [box, lead, visual] = await Promise.all([
    ask.boundingBox(),
    hero.locator('.page-hero-lead p').first().boundingBox(),
    hero.locator('.page-hero-visual').boundingBox(),
  ]);
  const screen = page.viewportSize()!.height;
  expect(box!.y, `${where}: the hero's ask under the lead`).toBeGreaterThanOrEqual(lead!.y + lead!.height);
  expect(box!.y + box!.height, `${where}: the hero's ask above the screen`).toBeLessThanOrEqual(visual!.y);
  expect(box!.y + box!.height, `${where}: the hero's ask's foot in the first screen of ${screen} px`).toBeLessThanOrEqual(screen);
}

/**
 * The asks a visitor meets from the top of the page to the footer, in order: the hero's, then
 * the closing band (product pages) or the consultation form (sector pages), and no other (no
 * strip, card or link to the form between them).
 */
export async function askedTwiceHeroFirst(page: Page, key: RouteKey, where: string) {
  const asks = await page.evaluate(() => {
    const selector =
      'main :is([data-cta-block], a[data-cta="primary"], a[href$="#inquiry"], [data-testid="sector-inquiry"]), body > [data-cta-block]';
    const all = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => el.checkVisibility());
    return all
      .filter((el) => !all.some((other) => other !== el && other.contains(el)))
      .map((el) =>
        el.closest('[data-testid="page-hero"]')
          ? 'hero'
          : el.dataset['ctaBlock'] === 'closing'
            ? 'closing band'
            : el.dataset['testid'] === 'sector-inquiry'
              ? 'form'
              : `${el.dataset['ctaBlock'] ?? el.localName}: ${el.textContent?.trim().slice(0, 40)}`,
      );
  });
  const end = (sectorKeys as readonly RouteKey[]).includes(key) ? 'form' : 'closing band';
  expect(asks, `${where}: the page's asks from top to footer`).toEqual(['hero', end]);
}
