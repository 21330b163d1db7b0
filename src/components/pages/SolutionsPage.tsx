import type { SolutionsContent } from '../../content/schemas/solutions.ts';
import type { Locale } from '../../i18n/locales.ts';
import { FamilyCards, type FamilyCard } from '../sections/FamilyCards.tsx';
import { LinkList, type LinkListItem } from '../sections/LinkList.tsx';
import { PlatformServices } from '../sections/PlatformServices.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { HeroAction } from '../ui/HeroAction.tsx';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { ProductScreen } from '../visuals/ProductScreen.tsx';
import { solutionsHeroScreen } from '../../visuals/preview-screens.ts';
import { Section } from '../ui/Section.tsx';

interface SolutionsPageProps {
  locale: Locale;
  content: SolutionsContent;
  /** The four product families, each with one of its sections' screens and its modules (solutions.astro, from the product content). */
  families: FamilyCard[];
  /** Every sector page, with one line each. */
  sectors: LinkListItem[];
}

/**
 * The solutions hub (decision 0034): the four product families at a glance as cards, two a row
 * from 48 rem, each linking its product page and every module on it; every sector page as a link
 * with one line; then the spec's seven platform services (folded on phones). The layout ends it
 * with the closing band.
 */
export function SolutionsPage({ locale, content, families, sectors }: SolutionsPageProps) {
  const { banner, cards } = content;
  const t = useTranslations(locale);
  return (
    <>
      <PageHero
        eyebrow={banner.eyebrow}
        heading={banner.heading}
        lead={banner.lead}
        // Its own screen, not the home and product heroes' (decision 0050): the families on one ledger.
        visual={<ProductScreen name={solutionsHeroScreen} locale={locale} alt={t('screenAlts.platformFamilies')} priority />}
        action={<HeroAction href={`${pathFor('contact', locale)}#inquiry`} variant="primary" label={t('cta.primary')} />}
      />
      {/* The hero's heading and lead introduce the families: one heading and one lead open the hub. */}
      <Section id="families" heading={content.familiesHeading} headingHidden>
        <FamilyCards cards={families} locale={locale} testId="solution-families" />
      </Section>
      <Section id="sectors" heading={content.sectorsHeading} intro={content.sectorsIntro} tone="alt">
        <LinkList items={sectors} testId="solution-sectors" />
      </Section>
      <Section id="solution-cards" heading={content.cardsHeading}>
        <PlatformServices cards={cards} locale={locale} />
      </Section>
    </>
  );
}
