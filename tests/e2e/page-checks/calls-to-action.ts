/**
 * One voice for calls to action (decision 0034), checked on every page's one load:
 * - every primary action (marked `data-cta="primary"`, or any link painted in the accent colour
 *   of the primary button) says the page's one label: `cta.primary` ("Book a demo" / «احجز عرضًا
 *   توضيحيًا»), but for one: the careers pages' closing band asks job seekers (`data-cta="own"`),
 *   there only, and their header and open menu say `cta.primary` like every page's (decision
 *   0078); the partner programme's band says `cta.primary` too (a partner starts with a demo);
 * - a page for buyers ends with exactly one closing band, right before the footer, leading to the
 *   form; the careers pages end with the band asking job seekers, to the open positions from
 *   a position page and to the application form on the overview (no primary action in it); contact, the sector pages, 404, sent and not-sent end with their own action;
 * - a band's main action has one look: the careers band's one action is the primary button, as "Book a demo" is in every other band (the white button was a third style);
 * - a 360 px phone never shows more than two call-to-action blocks on one page, nor the careers
 *   pages' band, whose application form or positions the phone has just stacked above it.
 */
import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { strings } from '../pages.ts';

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
      .map((a) => ({
        text: (a.textContent ?? '').trim(),
        href: a.getAttribute('href'),
        inBand: a.closest('[data-cta-block="closing"]') !== null,
        own: a.dataset['cta'] === 'own',
      }));
  });
}

/**
 * At any width: one wording for the primary action ("Book a demo"), and one closing band between
 * <main> and the footer — none on a page that ends with its own action (decision 0041). Only the
 * careers band holds an own ask: on any other page, the partner programme's included, an orange
 * link saying anything but "Book a demo" fails.
 */
export async function oneVoice(page: Page, locale: Locale, closing: 'band' | 'careers band' | 'own ending') {
  const band = page.locator('[data-cta-block="closing"]');
  const label = strings[locale].cta.primary;
  // Every page's header offers the primary action: none found means the wording went unchecked.
  const actions = await primaryActions(page);
  expect(actions.length, 'the page offers the primary action').toBeGreaterThan(0);
  if (closing === 'own ending') {
    await expect(band).toHaveCount(0);
    for (const action of actions) expect(action.text, `primary action to ${action.href}`).toBe(label);
    return;
  }
  await expect(band).toHaveCount(1);
  expect(await band.evaluate((el) => el.nextElementSibling?.getAttribute('data-testid'))).toBe('site-footer');
  expect(await band.evaluate((el) => el.previousElementSibling?.tagName)).toBe('MAIN');
  if (closing === 'careers band') {
    // A position page's band leads to the other positions; the overview's (its positions above
    // it) to its application form.
    const overview = /\/careers$/.test(new URL(page.url()).pathname);
    await expect(band.locator('a')).toHaveCount(1);
    await expect(band.locator('a')).toHaveAttribute('href', overview ? /^#apply$/ : /\/careers#positions$/);
    await expect(band.locator('a')).toHaveText(
      overview ? strings[locale].forms.applicationHeadingOverview : strings[locale].heroes.seePositions,
    );
    if (overview) await expect(page.locator('#apply')).toHaveCount(1);
    await expect(band, 'the careers band from 40 rem').toBeVisible();
    await ownAskInBand(page, actions, label, 'the careers band');
    return;
  }
  for (const action of actions) expect(action.text, `primary action to ${action.href}`).toBe(label);
  await expect(band.locator('[data-cta="primary"]')).toHaveAttribute('href', /#inquiry$/);
}

/**
 * The careers band: its one link is the page's one own ask, in the primary button's
 * look (fill, text colour, radius and weight of the header's "Book a demo"; the bands' 3rem
 * height), and no primary action stands in the band.
 */
async function ownAskInBand(page: Page, actions: Awaited<ReturnType<typeof primaryActions>>, label: string, where: string) {
  const own = actions.filter((a) => a.own);
  expect(
    own.map((a) => a.inBand),
    `${where}: the page's own asks, in the band`,
  ).toEqual([true]);
  for (const action of actions.filter((a) => !a.own)) {
    expect(action.inBand, `primary action to ${action.href} in ${where}`).toBe(false);
    expect(action.text, `primary action to ${action.href}`).toBe(label);
  }
  const look = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((a) => {
        const s = getComputedStyle(a);
        return [s.backgroundColor, s.color, s.borderRadius, s.fontWeight];
      });
  expect(await look('[data-cta-block="closing"] a'), `${where}: its action in the primary button`).toEqual(
    await look('header [data-cta="primary"]:not(#menu *)'),
  );
  const [height, rem] = await page
    .locator('[data-cta-block="closing"] a')
    .evaluate((a) => [getComputedStyle(a).minHeight, getComputedStyle(document.documentElement).fontSize].map(parseFloat));
  expect(height, `${where}: its action at the bands' button height, 3rem`).toBe(3 * rem!);
}

/** At 360 px on the careers pages: no closing band (the application form is just above it). */
export async function noCareersBandOnPhone(page: Page) {
  const band = page.locator('[data-cta-block="closing"]');
  await expect(band, 'the careers band is in the page').toHaveCount(1);
  await expect(band, 'the careers band at 360 px').toBeHidden();
}

/** At 360 px: call-to-action blocks a visitor sees (rendered with a size, not hidden at this width). */
export async function atMostTwoBlocksOnPhone(page: Page) {
  const blocks = await page
    .locator('[data-cta-block]')
    .evaluateAll((all) => all.filter((b) => b.getBoundingClientRect().height > 0).map((b) => b.getAttribute('data-cta-block')));
  expect(blocks.length, `CTA blocks at 360 px: ${blocks.join(', ')}`).toBeLessThanOrEqual(2);
}
