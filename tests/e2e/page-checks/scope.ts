/**
 * Which pages each page-wide check applies to. A check given a page it does not apply to returns
 * without looking at it, so a renamed route key or a changed locale could leave a check running
 * on no page at all while every test passes: every-page.spec.ts asserts each scope below against
 * the explicit list of pages it must cover, and the checks and design.ts read these same scopes.
 */
import type { Locale } from '../../../src/i18n/locales.ts';
import type { RouteKey } from '../../../src/routes.ts';
import { bandGeometryKeys } from './closing-band.ts';
import { prettyTitles } from './heading-wraps.ts';
import { askCheckedKeys } from './one-style.ts';
import { heroAskKeys } from './hero-ask.ts';
import { heroDrawings, isSector } from './page-art.ts';
import { twoAskKeys } from './product-asks.ts';
import { cardGrids, fullBandPages } from './templates.ts';
import { scaleKeys } from './type-scale.ts';

type Scope = (key: RouteKey, locale: Locale) => boolean;

export const checkScopes = {
  cardRowsEven: (key, locale) => cardGrids[key]?.locales.includes(locale) ?? false,
  closingBandFullWidth: (key, locale) => fullBandPages[key] === locale,
  heroAsksFirst: (key) => heroAskKeys.includes(key),
  noAskAboveClosingBand: (key) => askCheckedKeys.includes(key),
  demoAskedTwice: (key) => twoAskKeys.includes(key),
  heroDrawingOneFrame: (key) => heroDrawings[key] !== undefined,
  titleWrapsPretty: (key) => prettyTitles[key] !== undefined,
  arabicScaleHolds: (key, locale) => locale === 'ar' && scaleKeys.includes(key),
  shortWordsKept: (key, locale) => locale === 'ar' && twoAskKeys.includes(key),
  closingBandGeometry: (key) => bandGeometryKeys.includes(key),
  sectorLayout: isSector,
} satisfies Record<string, Scope>;
