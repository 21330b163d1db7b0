import type { SolutionsContent } from '../../content/schemas/solutions.ts';
import type { Locale } from '../../i18n/locales.ts';
import { FeatureRows, type FeatureRow } from '../sections/FeatureRows.tsx';
import { LinkList, type LinkListItem } from '../sections/LinkList.tsx';
import { FeatureCard } from '../ui/FeatureCard.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { HeroAction } from '../ui/HeroAction.tsx';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { ProductScreen } from '../visuals/ProductScreen.tsx';
import { Section } from '../ui/Section.tsx';

interface SolutionsPageProps {
  locale: Locale;
  content: SolutionsContent;
  /** The four product families, each with its page's screen (src/shells sets them from the product content). */
  families: FeatureRow[];
  /** Every sector page, with one line each. */
  sectors: LinkListItem[];
}

/**
 * The solutions hub (decision 0034): every product family as a feature row with its screen,
 * every sector page as a link with one line, then the spec's seven platform services. The
 * layout ends it with the closing band.
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
        visual={<ProductScreen name="platform-families" locale={locale} alt={t('screenAlts.platformFamilies')} priority />}
        action={<HeroAction href={`${pathFor('contact', locale)}#inquiry`} variant="primary" label={t('cta.primary')} />}
      />
      {/* The hero's heading and lead introduce the families: one heading and one lead open the hub. */}
      <Section id="families" heading={content.familiesHeading} headingHidden>
        <FeatureRows rows={families} locale={locale} testId="solution-families" />
      </Section>
      <Section id="sectors" heading={content.sectorsHeading} intro={content.sectorsIntro} tone="alt">
        <LinkList items={sectors} testId="solution-sectors" />
      </Section>
      <Section id="solution-cards" heading={content.cardsHeading}>
        {/* Seven cards and no orphan. Two columns until 80 rem: the first card (the reporting
            panel) takes the whole row, icon, title and text side by side, then three rows of two.
            Four columns from 80 rem: that first row, then the next two cards at two columns each,
            then four; each row's cards have the same width, so none is half empty beside taller ones.
            Arabic stays at three columns (decision 0031): the first row, then two rows of three. */}
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4 xl:rtl:grid-cols-3" role="list" data-testid="solution-page-cards">
          {cards.map((card, i) => (
            <li key={card.key} className={i === 0 ? 'sm:col-span-full' : i < 3 ? 'xl:col-span-2 xl:rtl:col-span-1' : undefined}>
              <FeatureCard icon={card.icon} title={card.title} text={card.text} locale={locale} wide={i === 0} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
