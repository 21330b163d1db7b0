import type { AboutContent } from '../../content/schemas/about.ts';
import type { Branch } from '../../content/schemas/contact.ts';
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
import { BranchMap } from '../heroes/BranchMap.tsx';
import { PlatformFamilies } from '../sections/PlatformFamilies.tsx';
import { RichText } from '../ui/RichText.tsx';
import { Section } from '../ui/Section.tsx';

export function AboutPage({ locale, content, branches }: { locale: Locale; content: AboutContent; branches: readonly Branch[] }) {
  const { intro, delivery, compliance, activities, features } = content;
  const t = useTranslations(locale);
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        heading={intro.heading}
        lead={intro.lead}
        visual={<BranchMap branches={branches} locale={locale} about />}
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
        <PlatformServices cards={activities.items} locale={locale} lead={false} look="ruled" testId="activities" />
      </Section>
      <Section id="features" heading={features.heading} intro={features.intro} tone="alt">
        {/* The platform the intro names, drawn beside the capabilities it carries: the four
            product families on its three shared layers. */}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
          <PlatformFamilies locale={locale} />
          <div>
            <ul className="grid gap-x-10 gap-y-6 md:grid-cols-2" role="list" data-testid="advanced-features">
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
          </div>
        </div>
      </Section>
    </>
  );
}
