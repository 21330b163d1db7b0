/**
 * One style per component (decision 0066), checked on every page's loads where it applies:
 * - no ask (a call-to-action block, the product pages' former contact card) stands right above the
 *   closing band: never two asks back to back;
 * - a company hero's drawing has one frame: nothing inside its panel has a border all round or a
 *   shadow, but a label (a pill, a branch map's city card);
 * - the finder's hero says the sample notice nowhere (the directory says it once) and gives each
 *   level its count in words, in an element of its own.
 */
import { expect, type Page } from '@playwright/test';
import partnerData from '../../../src/content/partner-directory.json' with { type: 'json' };
import type { Locale } from '../../../src/i18n/locales.ts';
import type { RouteKey } from '../../../src/routes.ts';
import { strings } from '../pages.ts';

/** Pages checked for an ask right above the closing band, at 360, 768 and 1280 px. */
export const askCheckedKeys: readonly RouteKey[] = ['solutions', 'aboutus', 'financial', 'hr', 'partnersInfo', 'partnersFinder'];

/**
 * An ask stacked right above the band is one whose foot nothing of the page's own content
 * follows: the band is then the next thing read. A column beside the sections is not stacked.
 */
export async function noAskAboveClosingBand(page: Page, where: string) {
  const stacked = await page.evaluate(() => {
    const asks = [...document.querySelectorAll('main [data-cta-block]')].filter((el) => el.getBoundingClientRect().height > 0);
    const content = [...document.querySelectorAll('main :is(h2, h3, p, li, img, table)')].filter(
      (el) => el.getBoundingClientRect().height > 0 && !asks.some((ask) => ask.contains(el)),
    );
    return asks
      .filter((ask) => !content.some((el) => el.getBoundingClientRect().top >= ask.getBoundingClientRect().bottom))
      .map((ask) => ask.textContent?.trim().slice(0, 40));
  });
  expect(stacked, `${where}: an ask right above the closing band`).toEqual([]);
}

/**
 * The hero's drawing panel holds no second frame: no element boxed all round, with a shadow or a
 * gradient (a pill badge is a label, and so is a branch map's city label, a small card on its dot,
 * and an authority's stamp under About's platform drawing, the compliance strip's own).
 */
export async function heroDrawingOneFrame(page: Page, where: string) {
  const framed = await page
    .getByTestId('page-hero')
    .locator('.hero-panel')
    .evaluate((panel) =>
      [...panel.querySelectorAll('*')]
        .filter((el) => {
          const s = getComputedStyle(el);
          const boxed = ['Top', 'Right', 'Bottom', 'Left'].every(
            (side) => parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
          );
          const { height } = el.getBoundingClientRect();
          const pill = parseFloat(s.borderTopLeftRadius) >= height / 2;
          const label = el.matches('.branch-map-label, .stamp');
          return height > 0 && !pill && !label && (boxed || s.boxShadow !== 'none' || s.backgroundImage.includes('gradient'));
        })
        .map((el) => `${el.tagName}.${el.className}`),
    );
  expect(framed, `${where}: framed elements inside the hero's drawing`).toEqual([]);
}

/** The finder's hero: its words and one link, no drawing (no levels, no listing); each sample card labelled. */
export async function finderHeroCompact(page: Page, locale: Locale, where: string) {
  const hero = page.getByTestId('page-hero');
  await expect(
    hero.locator('.page-hero-visual, .hero-panel, [data-testid="partner-level"]'),
    `${where}: no drawing in the hero`,
  ).toHaveCount(0);
  await expect(hero.getByRole('link'), `${where}: one action`).toHaveCount(1);
  await expect(hero.getByTestId('sample-label'), `${where}: no sample in the hero`).toHaveCount(0);
  const samples = partnerData.partners.filter((p) => p.status === 'sample').length;
  await expect(page.getByTestId('sample-label'), `${where}: a sample notice on each sample card`).toHaveCount(samples);
  expect(strings[locale].sample.label.length).toBeGreaterThan(3);
}
