import type { Locale } from '../i18n/locales.ts';
import { sectorKeys } from '../routes.ts';
import type { ScreenName } from '../visuals/names.ts';
import { localeEntry, nestedEntry } from './content.ts';
import { useTranslations } from '../i18n/ui.ts';

const products = ['financial', 'distribution', 'hr', 'featured'] as const;

/**
 * Every product screen's alternative text in `locale`, as the content already writes it where
 * the screen is a hero (home slides, product and sector pages): a screen shown a second time,
 * e.g. part-way down a sector page, says the same thing in the same words. A screen shown
 * only part-way down a page (the pharmacy counter, the industry quality check) is described in the UI strings.
 */
export async function screenAlts(locale: Locale): Promise<Map<ScreenName, string>> {
  const alts = new Map<ScreenName, string>();
  for (const slide of (await localeEntry('home', locale)).slider.slides) alts.set(slide.image, slide.imageAlt);
  for (const key of products) {
    const { intro } = await nestedEntry('products', key, locale);
    alts.set(intro.image, intro.imageAlt);
  }
  for (const key of sectorKeys) {
    const sector = await nestedEntry('sectors', key, locale);
    alts.set(sector.image, sector.imageAlt);
  }
  // Screens that are no page's hero are described with the UI strings, next to no content entry.
  const t = useTranslations(locale);
  alts.set('dispensing', t('screenAlts.dispensing'));
  alts.set('batch-inspection', t('screenAlts.batchInspection'));
  alts.set('farm-costing', t('farmCostingAlt'));
  alts.set('owner-statement', t('screenAlts.ownerStatement'));
  alts.set('fleet-calendar', t('screenAlts.fleetCalendar'));
  alts.set('term-calendar', t('screenAlts.termCalendar'));
  alts.set('service-calls', t('screenAlts.serviceCalls'));
  alts.set('site-budgets', t('screenAlts.siteBudgets'));
  alts.set('trip-cost', t('screenAlts.tripCost'));
  alts.set('van-settlement', t('screenAlts.vanSettlement'));
  return alts;
}
