/**
 * The Arabic type scale (docs/decisions/design-history.md#0067): Arabic looks about 15 % smaller
 * than Latin at the same size, so at the same width the Arabic page title and section heading are at
 * least 1.1 × their English size (the display step 49 px against 54 and the title beside a product screen 37.8 against 40, the phone title the English 28 px; block and card headings keep the
 * English px, decision 0070, and a section heading is at least 1.2 × the block heading in both
 * languages), the eyebrow too (which in
 * Arabic has neither capitals nor tracking to lean on); Arabic headings have a line height of at
 * least 1.3, running text is at least 17 px, and no Arabic text is letter-spaced or case-transformed.
 * Measured on pages loaded at the width compared (font sizes are not read after a resize).
 */
import { expect, type Page } from '@playwright/test';
import type { RouteKey } from '../../../src/routes.ts';

/** The pages whose English and Arabic type roles are compared, at 360 and 1280 px. */
export const scaleKeys: readonly RouteKey[] = ['home', 'solutions', 'financial', 'pharmacy', 'aboutus', 'careers'];
const minArabicRatio = 1.1;
/**
 * The display step (a page title from 64rem, 54 px) is the one role set smaller in Arabic, 49 px:
 * Noto Kufi Arabic at 1.1 × took /ar/careers' title to three lines beside its panel and dwarfed
 * the company heroes' drawings (design-history, 2026-11-28); at the English px it still read
 * louder than the English title (2026-11-29), and at 51 px in the Kufi's 700 review 18 found it
 * heavy and blocky (2026-11-30: 49 px in its 650). It stays between 0.9 and 0.92 × the English.
 */
const displayRatio = 0.9;
const displayMaxRatio = 0.92;
/** A title beside a product screen from 80rem (40 px, Arabic 37.8: as the display step was, 51 to 54, until 2026-11-30; 45 and 42.5 until 2026-11-29) takes its ratio too. */
const screenTitlePx = 40;
/** Titles from 45 px (the display step, 54) take the display ratio; the home slides' 44 px titles (48 to 64 rem) keep 1.1. */
const displayFromPx = 45;
/**
 * The phone title (English 28 px below 40rem) is the other: Arabic takes the English px, not 1.1 ×,
 * as 30.8 px put 9 of the 21 Arabic titles on three lines at 360 px (design-history, 2026-11-29).
 */
const phoneTitlePx = 28;
const phoneTitleRatio = 1;
const titleRatio = (englishPx: number) =>
  englishPx >= displayFromPx || Math.abs(englishPx - screenTitlePx) < 0.01
    ? displayRatio
    : Math.abs(englishPx - phoneTitlePx) < 0.01
      ? phoneTitleRatio
      : minArabicRatio;

export type TypeRoles = Awaited<ReturnType<typeof typeRoles>>;

/** Computed font sizes (px) of each role's first visible element, and the Arabic-only style checks, on the loaded page. */
export async function typeRoles(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const visible = (el: Element) => el.checkVisibility() && el.getBoundingClientRect().width > 1 && !el.closest('.sr-only');
    const size = (selector: string) => {
      const el = [...document.querySelectorAll(selector)].find(visible);
      return el ? parseFloat(getComputedStyle(el).fontSize) : undefined;
    };
    const headings = [...document.querySelectorAll('main :is(h1, h2, h3)')].filter(visible).map((h) => {
      const style = getComputedStyle(h);
      return { text: h.textContent?.trim().slice(0, 40), lineHeight: parseFloat(style.lineHeight) / parseFloat(style.fontSize) };
    });
    const styled = [...document.querySelectorAll('body *')]
      .filter((el) => visible(el) && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
      .map((el) => ({ el, style: getComputedStyle(el) }))
      .filter(({ style }) => !['normal', '0px'].includes(style.letterSpacing) || style.textTransform !== 'none')
      .map(({ el, style }) => `${el.textContent?.trim().slice(0, 30)}: ${style.letterSpacing} ${style.textTransform}`);
    return {
      roles: {
        title: size('main h1, main [data-testid="slide"] h2'),
        section: size('main .heading-section'),
        // The largest block or card heading (the sector sidebar's title is one).
        block: Math.max(
          ...[...document.querySelectorAll('main :is(.heading-block, .heading-card)')]
            .filter(visible)
            .map((el) => parseFloat(getComputedStyle(el).fontSize)),
        ),
        eyebrow: size('main .tracking-wider'),
      },
      text: size('main p:not([class])'),
      headings,
      styled,
    };
  });
}

/** The Arabic page's roles against the English page's at one width; `where` names the Arabic page and width. */
export function arabicScaleHolds(en: TypeRoles, ar: TypeRoles, where: string) {
  expect(ar.roles.title, `${where}: the page title was found`).toBeDefined();
  let compared = 0;
  for (const role of ['title', 'section', 'eyebrow'] as const) {
    const [english, arabic] = [en.roles[role], ar.roles[role]];
    if (english === undefined || arabic === undefined) continue; // a role this page does not show at this width
    compared++;
    const ratio = role === 'title' ? titleRatio(english) : minArabicRatio;
    expect.soft(arabic, `${where}: ${role}: Arabic ${arabic} px vs English ${english} px`).toBeGreaterThanOrEqual(english * ratio - 0.01);
    if (role === 'title' && english >= displayFromPx)
      expect
        .soft(arabic, `${where}: the Arabic display title at most ${displayMaxRatio} × the English ${english} px`)
        .toBeLessThanOrEqual(english * displayMaxRatio);
  }
  expect(compared, `${where}: the title and at least one more role were compared`).toBeGreaterThanOrEqual(2);
  // Block headings keep the English px (decision 0070): a section heading is at least 1.2 × them in both languages.
  for (const [language, roles] of [
    ['English', en.roles],
    ['Arabic', ar.roles],
  ] as const) {
    if (roles.section === undefined || !Number.isFinite(roles.block)) continue;
    expect
      .soft(roles.section / roles.block, `${where}: ${language}: section ${roles.section} px / block ${roles.block} px`)
      .toBeGreaterThanOrEqual(1.2);
  }
  // …and the Arabic step from section to block is at least the English one (0067 had made it 1.21 against 1.27).
  if (
    ar.roles.section !== undefined &&
    en.roles.section !== undefined &&
    Number.isFinite(ar.roles.block) &&
    Number.isFinite(en.roles.block)
  )
    expect
      .soft(ar.roles.section / ar.roles.block, `${where}: Arabic section / block vs English`)
      .toBeGreaterThanOrEqual(en.roles.section / en.roles.block - 0.01);
  expect
    .soft(
      // Line boxes are laid out in 1/64 px: 47.8 px × 1.3 reads back as 1.29999.
      ar.headings.filter((h) => h.lineHeight < 1.3 - 0.001),
      `${where}: Arabic headings with a line height under 1.3`,
    )
    .toEqual([]);
  if (ar.text !== undefined) expect.soft(ar.text, `${where}: Arabic running text`).toBeGreaterThanOrEqual(17);
  expect(ar.styled, `${where}: letter-spaced or case-transformed Arabic text`).toEqual([]);
}

/**
 * Arabic secondary text at 1280 px (cards' and lists' grey copy, the hero drawings' keys, form
 * hints): every visible text in the ink-soft or ink-muted grey, below semibold (badges and labels
 * are not secondary text), at 16 px or more and 4.5:1 or more against the background it sits on.
 */
export async function arabicSecondaryText(page: Page, where: string) {
  const failing = await page.evaluate(() => {
    const probe = document.createElement('span');
    document.body.append(probe);
    const tokens = ['--color-ink-soft', '--color-ink-muted'].map((t) => {
      probe.style.color = `var(${t})`;
      return getComputedStyle(probe).color;
    });
    probe.remove();
    const channels = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (c: string) => {
      const [r, g, b] = channels(c).map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const background = (el: Element | null): string => {
      for (; el; el = el.parentElement) {
        const bg = getComputedStyle(el).backgroundColor;
        if (channels(bg)[3] !== 0) return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    const out: string[] = [];
    for (const el of document.querySelectorAll('main *')) {
      if (!el.checkVisibility() || el.closest('.sr-only')) continue;
      if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue;
      const style = getComputedStyle(el);
      if (!tokens.includes(style.color) || Number(style.fontWeight) >= 600) continue;
      const [fg, bg] = [luminance(style.color), luminance(background(el))];
      const contrast = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      if (parseFloat(style.fontSize) < 15.95 || contrast < 4.5)
        out.push(`${el.textContent?.trim().slice(0, 30)}: ${style.fontSize}, ${contrast.toFixed(2)}:1`);
    }
    return out;
  });
  expect(failing, `${where}: Arabic secondary text under 16 px or 4.5:1`).toEqual([]);
}
