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
import { Icon } from '../ui/Icon.tsx';
import type { IconName } from '../../content/icon-names.ts';

/** The families' marks, as About's hero draws them (heroes/PlatformHub.tsx). */
const familyIcons: Readonly<Record<string, IconName>> = { financial: 'landmark', distribution: 'truck', hr: 'users', featured: 'sparkles' };

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
 * with one line; then the spec's seven platform services as the rows of the platform under the
 * families (folded on phones). The layout ends it with the closing band.
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
        {/* What the services are (review 19, 2026-11-30): one platform under the four families, drawn
            in About's hero's language (white tiles, a navy core, 2 px joints), its parts the services
            as the rows of one sheet. The families over it from 48 rem; phones the band and the rows. */}
        <div className="platform-layers" data-testid="platform-layers">
          <ul className="platform-layers-families" role="list" data-testid="platform-families">
            {families.map((family) => (
              <li key={family.id}>
                <Icon name={familyIcons[family.id] ?? 'layers'} className="size-5 shrink-0 text-brand-700" />
                {family.title}
              </li>
            ))}
          </ul>
          <div className="platform-layers-sheet">
            <p className="platform-layers-band">{t('heroes.platform')}</p>
            <PlatformServices cards={cards} locale={locale} look="sheet" />
          </div>
        </div>
      </Section>
    </>
  );
}
