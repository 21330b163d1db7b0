import type { SolutionsContent } from '../../content/schemas/solutions.ts';
import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { CtaBand } from '../ui/CtaBand.tsx';
import { FeatureCard } from '../ui/FeatureCard.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { HeroIllustration } from '../ui/HeroIllustration.tsx';
import { Section } from '../ui/Section.tsx';

export function SolutionsPage({ locale, content }: { locale: Locale; content: SolutionsContent }) {
  const { banner, cards, cta } = content;
  return (
    <>
      <PageHero
        eyebrow={banner.eyebrow}
        heading={banner.heading}
        lead={banner.lead}
        visual={<HeroIllustration name={banner.image} alt={banner.imageAlt} />}
      />
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
      <CtaBand heading={cta.heading} text={cta.text} button={cta.button} href={pathFor('contact', locale)} />
    </>
  );
}
