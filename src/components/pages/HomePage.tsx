import type { ReactNode } from 'react';
import type { HomeContent } from '../../content/schemas/home.ts';
import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { productKeys } from '../../routes.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { FeatureCard } from '../ui/FeatureCard.tsx';
import { Icon } from '../ui/Icon.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import { Section } from '../ui/Section.tsx';

interface HomePageProps {
  locale: Locale;
  content: HomeContent;
  /** The vendor's partners, from the partner directory (the one list of partners). */
  partners: Array<{ id: string; wordmark: string; logo?: string | undefined; name: string; sample: boolean }>;
  /** The slider island, rendered by the route shell so Astro can hydrate it. */
  slider?: ReactNode;
}

export function HomePage({ locale, content, partners: partnerList, slider }: HomePageProps) {
  const t = useTranslations(locale);
  const { solutions, partners, benefits, advantages, sectors } = content;
  return (
    <>
      <h1 className="sr-only">{t('pages.home.title')}</h1>
      {slider}

      <Section id="solutions" heading={solutions.heading} intro={solutions.intro}>
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-4 xl:rtl:grid-cols-3" role="list" data-testid="solution-cards">
          {/* The suite card spans two columns (the whole row until 80 rem), not one column two rows
              tall, which left it half empty: with the six product tiles the rows come out even.
              Four columns only from 80 rem: at 64 rem the tiles' text ran ten lines and more.
              Arabic, larger and longer, stays at three (decision 0031): the suite card takes the
              row, then two rows of three tiles. */}
          <li className="col-span-2 xl:rtl:col-span-full">
            <article
              className="flex h-full flex-col justify-between rounded-lg bg-brand-900 p-6 text-white shadow-card sm:p-7"
              data-testid="card"
            >
              <div>
                <h3 className="heading-block text-white">{solutions.first.title}</h3>
                <p className="mt-3 max-w-xl text-brand-100">{solutions.first.text}</p>
                {/* The families the suite is made of, by their menu names: a way in, not filler. Not on
                    phones, where the product tiles right below name the same families. */}
                <ul className="mt-5 hidden flex-wrap gap-2 sm:flex" role="list" data-testid="suite-families">
                  {productKeys
                    .filter((key) => key !== 'solutions')
                    .map((key) => (
                      <li key={key}>
                        <a
                          href={pathFor(key, locale)}
                          className="inline-flex min-h-9 items-center rounded-full border border-white/25 px-3.5 text-sm font-medium text-white hover:bg-white/10"
                        >
                          {t(`nav.${key}`)}
                        </a>
                      </li>
                    ))}
                </ul>
              </div>
              <LinkButton href={pathFor('solutions', locale)} variant="light" arrow className="mt-6 self-start">
                {solutions.first.cta}
              </LinkButton>
            </article>
          </li>
          {solutions.cards.map((card) => (
            <li key={card.key}>
              <FeatureCard
                icon={card.icon}
                title={card.title}
                text={card.text}
                locale={locale}
                href={pathFor(card.link, locale)}
                linkLabel={t('common.learnMore')}
                compact
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="partners" heading={partners.heading} intro={partners.text} tone="alt">
        <ul className="grid-five grid gap-4" role="list" data-testid="partner-logos">
          {partnerList.map((partner) => (
            <li
              key={partner.id}
              className="flex min-h-20 flex-col items-center justify-center rounded-md border border-line bg-white px-3 text-center text-sm font-bold uppercase tracking-wide text-ink-muted"
            >
              {/* The neutral wordmark stands in for the partner's logo, as on the partner finder. */}
              {partner.logo ? (
                <img src={partner.logo} alt={partner.name} className="h-10 w-28 object-contain" loading="lazy" />
              ) : (
                <span role="img" aria-label={partner.name} dir="ltr" lang="en" translate="no">
                  {partner.wordmark}
                </span>
              )}
              {/* A partner invented for the design says so (decision 0028). */}
              {partner.sample && (
                <span className="mt-1 text-xs font-semibold normal-case tracking-normal text-danger-700" data-testid="sample-label">
                  {t('sample.label')}
                </span>
              )}
            </li>
          ))}
        </ul>
        <LinkButton href={pathFor('partnersFinder', locale)} variant="secondary" arrow className="mt-8">
          {partners.cta}
        </LinkButton>
      </Section>

      <Section id="benefits" heading={benefits.heading} intro={benefits.intro}>
        <ol className="benefits-grid" data-testid="benefits">
          {benefits.items.map((item, i) => (
            <li key={item.title} className="flex gap-3 rounded-lg border border-line p-4 sm:gap-4 sm:p-6">
              <span
                className="inline-flex size-8 shrink-0 sm:size-10 items-center justify-center rounded-full bg-accent-100 font-bold text-accent-800"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
                <p className="mt-1.5 text-ink-soft">{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="advantages" heading={advantages.heading} tone="brand">
        <ul className="grid gap-6 lg:grid-cols-3" role="list" data-testid="advantages">
          {advantages.items.map((item) => (
            <li key={item.title} className="rounded-lg border border-white/15 bg-white/5 p-5 sm:p-7">
              <h3 className="heading-block flex items-center gap-3 text-white sm:block">
                <Icon name={item.icon} className="size-8 shrink-0 text-accent-100 sm:mb-4" />
                {item.title}
              </h3>
              <p className="mt-2 text-brand-100">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="sectors" heading={sectors.heading} intro={sectors.intro}>
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3" role="list" data-testid="sectors">
          {sectors.items.map((item) => (
            <li key={item.key}>
              <FeatureCard
                icon={item.icon}
                title={item.title}
                text={item.text}
                locale={locale}
                href={pathFor(item.link, locale)}
                linkLabel={t('common.learnMore')}
                compact
              />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
