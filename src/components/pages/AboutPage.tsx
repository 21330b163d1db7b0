import type { AboutContent } from '../../content/schemas/about.ts';
import type { Locale } from '../../i18n/locales.ts';
import { ComplianceStrip } from '../sections/ComplianceStrip.tsx';
import { DeliveryPath } from '../sections/DeliveryPath.tsx';
import { PlatformServices } from '../sections/PlatformServices.tsx';
import { Icon } from '../ui/Icon.tsx';
import { ArrowLink } from '../ui/ArrowLink.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { HeroAction } from '../ui/HeroAction.tsx';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { PlatformHub } from '../heroes/PlatformHub.tsx';
import { RichText } from '../ui/RichText.tsx';
import { Section } from '../ui/Section.tsx';

export function AboutPage({ locale, content }: { locale: Locale; content: AboutContent }) {
  const { intro, delivery, compliance, activities, features } = content;
  const t = useTranslations(locale);
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        heading={intro.heading}
        lead={intro.lead}
        visual={<PlatformHub locale={locale} authorities={compliance.authorities} />}
        drawn
        action={<HeroAction href={`${pathFor('contact', locale)}#inquiry`} variant="primary" label={t('cta.primary')} />}
      />
      <section className="container-page grid gap-10 py-10 md:py-20 lg:grid-cols-[1.4fr_1fr]" aria-labelledby="intro-heading">
        <div className="grid gap-4 text-lg text-ink-soft">
          {/* The section opens with its heading, as every other section does (docs/design.md). */}
          <h2 id="intro-heading" className="heading-section mb-0">
            {intro.bodyHeading}
          </h2>
          {intro.paragraphs.map((p) => (
            <p key={p}>
              <RichText text={p} locale={locale} />
            </p>
          ))}
        </div>
        <DeliveryPath delivery={delivery} />
      </section>
      <ComplianceStrip compliance={compliance} />
      <Section id="activities" heading={activities.heading} intro={activities.intro}>
        {/* As /solutions' services, rows that open on phones and tablets; from 64 rem ruled columns, not icon cards. */}
        <PlatformServices cards={activities.items} locale={locale} look="ruled" testId="activities" />
      </Section>
      <Section id="features" heading={features.heading} intro={features.intro} tone="alt">
        {/* The platform itself is the hero's drawing: here its capabilities alone, two a row from 48 rem (card grids stay at three columns or fewer). */}
        <ul className="grid max-w-5xl gap-x-16 gap-y-8 md:grid-cols-2" role="list" data-testid="advanced-features">
          {features.items.map((item) => (
            <li key={item.title} className="flex gap-4">
              <Icon name="check" className="mt-1 size-6 shrink-0 text-success-700" />
              <div>
                <h3 className="font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-1 text-ink-soft">
                  <RichText text={item.text} locale={locale} />
                </p>
              </div>
            </li>
          ))}
        </ul>
        {/* The shared platform services in full live on /solutions only: one line leads there (decision 0066). */}
        <ArrowLink href={`${pathFor('solutions', locale)}#solution-cards`} className="mt-6">
          {features.servicesLink}
        </ArrowLink>
      </Section>
    </>
  );
}
