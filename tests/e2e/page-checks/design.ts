/**
 * The page-wide design checks, run on every-page's loads of each page: at 1280 px on the page
 * loaded at that width, at 1024 and 768 px on the same document re-laid out (layout only, no font
 * size read), and at 360 px on the page loaded again at that width, where lines and font sizes are
 * measured. Each failure names the page, the width and what failed.
 */
import type { Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { productKeys, type RouteKey } from '../../../src/routes.ts';
import { closingBandGeometry, darkOnlyAtTheEnd, partnerAsks } from './closing-band.ts';
import { cardGridsAtMostThreeColumns, headingsWithinThreeLines, noShortWordEndsALine } from './arabic-typography.ts';
import { prettyTitles, sectorTileTitlesOneLine, titleWrapsPretty } from './heading-wraps.ts';
import { askedTwiceHeroFirst, heroAskInFirstScreen } from './hero-ask.ts';
import { leadBeforeDrawing, leadBeforeScreen } from './hero-order.ts';
import { imagesKeepTheirShape } from './image-shapes.ts';
import { finderHeroCompact, heroDrawingOneFrame, noAskAboveClosingBand } from './one-style.ts';
import { demoAskedTwice } from './product-asks.ts';
import { checkScopes as applies } from './scope.ts';
import { heroScreenShare, screenShareKeys } from './screen-share.ts';
import { cardRowsEven, closingBandFullWidth } from './templates.ts';

/** At 1280 px, on the page loaded at that width. */
export async function designAt1280(page: Page, key: RouteKey, locale: Locale, where: string) {
  // The product pages hold no card grid (a side navigation and its panels), nor /PartnersInfo (its
  // definitions ruled rows across the page since 2026-11-29); every other page does.
  const cardless = ((productKeys as readonly RouteKey[]).includes(key) && key !== 'solutions') || key === 'partnersInfo';
  if (locale === 'ar') await cardGridsAtMostThreeColumns(page, where, !cardless);
  if (applies.heroDrawingOneFrame(key)) await heroDrawingOneFrame(page, where);
  if (applies.noAskAboveClosingBand(key)) await noAskAboveClosingBand(page, where);
  if (key === 'partnersFinder') await finderHeroCompact(page, locale, where);
  if (applies.demoAskedTwice(key)) await demoAskedTwice(page, locale, where);
  if (applies.cardRowsEven(key, locale)) await cardRowsEven(page, key, where);
  if (applies.closingBandFullWidth(key, locale)) await closingBandFullWidth(page, 1280, where);
  if (screenShareKeys.includes(key)) await heroScreenShare(page, where);
  if (applies.shortWordsKept(key, locale)) await noShortWordEndsALine(page, where);
  if (applies.closingBandGeometry(key)) await closingBandGeometry(page, key, 1280, where);
  if (key === 'partnersInfo' || key === 'partnersFinder') await partnerAsks(page, key, locale, where);
  if (key === 'home') await darkOnlyAtTheEnd(page, where);
}

/** At 1024 px, after a resize: Arabic headings, whose hero heading shares its row with the visual here. */
export async function designAt1024(page: Page, key: RouteKey, locale: Locale, where: string) {
  if (locale === 'ar') await headingsWithinThreeLines(page, where);
  if (applies.cardRowsEven(key, locale)) await cardRowsEven(page, key, where);
  if (screenShareKeys.includes(key)) await heroScreenShare(page, where);
  if (applies.closingBandGeometry(key)) await closingBandGeometry(page, key, 1024, where);
}

/** At 768 px, after a resize. */
export async function designAt768(page: Page, key: RouteKey, locale: Locale, where: string) {
  if (applies.noAskAboveClosingBand(key)) await noAskAboveClosingBand(page, where);
  if (applies.demoAskedTwice(key)) await demoAskedTwice(page, locale, where);
  if (applies.cardRowsEven(key, locale)) await cardRowsEven(page, key, where);
  if (applies.closingBandFullWidth(key, locale)) await closingBandFullWidth(page, 768, where);
  if (applies.shortWordsKept(key, locale)) await noShortWordEndsALine(page, where);
  if (applies.heroAsksFirst(key)) await askedTwiceHeroFirst(page, key, where);
  if (applies.closingBandGeometry(key)) await closingBandGeometry(page, key, 768, where);
}

/** At 360 px, on the page loaded at that width. */
export async function designAt360(page: Page, key: RouteKey, locale: Locale, where: string) {
  await headingsWithinThreeLines(page, where, locale === 'ar' ? 2 : undefined);
  if (applies.shortWordsKept(key, locale)) await noShortWordEndsALine(page, where);
  if (applies.demoAskedTwice(key)) await demoAskedTwice(page, locale, where);
  if (applies.heroAsksFirst(key)) {
    await heroAskInFirstScreen(page, locale, where);
    await askedTwiceHeroFirst(page, key, where);
  }
  if (applies.cardRowsEven(key, locale)) await cardRowsEven(page, key, where);
  if (applies.closingBandFullWidth(key, locale)) await closingBandFullWidth(page, 360, where);
  if (applies.titleWrapsPretty(key)) await titleWrapsPretty(page, prettyTitles[key]!, where);
  if (applies.heroDrawingOneFrame(key)) {
    await heroDrawingOneFrame(page, where);
    await leadBeforeDrawing(page, where);
  }
  if (applies.noAskAboveClosingBand(key)) await noAskAboveClosingBand(page, where);
  if (key === 'financial' || key === 'construction' || key === 'pharmacy') await leadBeforeScreen(page, where);
  if (key === 'home') await sectorTileTitlesOneLine(page, where);
  if (applies.closingBandGeometry(key)) await closingBandGeometry(page, key, 360, where);
}

/** At 360 px once the network is idle: the product pages' images (not the /solutions hub). */
export async function designAt360Idle(page: Page, key: RouteKey, where: string) {
  if ((productKeys as readonly RouteKey[]).includes(key) && key !== 'solutions') await imagesKeepTheirShape(page, where);
}
