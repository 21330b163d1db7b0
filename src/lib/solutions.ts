/**
 * What the solutions hub (solutions.astro) links (decision 0034): every product family, each with
 * the screen of one of its sections, not its page's hero (decision 0060), its page's hero heading
 * as its promise and every module of the page as a link to its section there; and every sector page.
 */
import type { FamilyCard } from '../components/sections/FamilyCards.tsx';
import type { LinkListItem } from '../components/sections/LinkList.tsx';
import type { Locale } from '../i18n/locales.ts';
import { pathFor } from '../i18n/paths.ts';
import { useTranslations } from '../i18n/ui.ts';
import { productKeys, sectorKeys } from '../routes.ts';
import { solutionsRowScreen, solutionsRowSections } from '../visuals/preview-screens.ts';
import { nestedEntry } from './content.ts';

export async function solutionFamilies(locale: Locale): Promise<FamilyCard[]> {
  const t = useTranslations(locale);
  const familyKeys = productKeys.filter((key) => key !== 'solutions');
  return Promise.all(
    familyKeys.map(async (key) => {
      const { intro, navLabel, sections } = await nestedEntry('products', key, locale);
      const section = sections.find((s) => s.id === solutionsRowSections[key]);
      if (!section?.imageAlt) throw new Error(`No section ${solutionsRowSections[key]} with imageAlt in products/${key} (${locale})`);
      const title = t(`pages.${key}.title`);
      const href = pathFor(key, locale);
      return {
        id: key,
        title,
        promise: intro.heading,
        href,
        linkLabel: t('common.readMore', { name: title }),
        image: solutionsRowScreen(key),
        imageAlt: section.imageAlt,
        modulesLabel: navLabel,
        // The family's introduction is its page's first section, not a module.
        modules: sections.filter((s) => !s.id.endsWith('-intro')).map((s) => ({ title: s.title, href: `${href}#${s.id}` })),
      };
    }),
  );
}

export function solutionSectors(locale: Locale): LinkListItem[] {
  const t = useTranslations(locale);
  return sectorKeys.map((key) => ({ key, title: t(`nav.${key}`), text: t(`pages.${key}.description`), href: pathFor(key, locale) }));
}
