import type { ReactNode } from 'react';
import type { ProductContent } from '../../content/schemas/product.ts';
import type { Locale } from '../../i18n/locales.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { ProductScreen } from '../visuals/ProductScreen.tsx';
import { CtaBand } from '../sections/CtaBand.tsx';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { HeroAction } from '../ui/HeroAction.tsx';
import { ProductFit } from './ProductFit.tsx';
import { Faq } from '../sections/Faq.tsx';
import type { FaqView } from '../../content/schemas/faq.ts';

interface ProductPageProps {
  locale: Locale;
  content: ProductContent;
  /** The buyer's questions, this product's then the shared ones, before the closing band. */
  faq: FaqView;
  /** The side navigation island with the sections as its panels (see the route shell). */
  sideNav?: ReactNode;
}

/**
 * Financial, distribution, HR and featured systems: the hero with the demo ask under its lead from
 * 40 rem (on phones the strip after the sections asks instead, in the product's words), side
 * navigation, each section's outcome under its name (given by the route shell), then the section
 * on how the family fits the others (ProductFit.tsx) and the buyer's questions (sections/Faq.tsx).
 */
export function ProductPage({ locale, content, faq, sideNav }: ProductPageProps) {
  const { intro, aside, fit } = content;
  const t = useTranslations(locale);
  const contact = pathFor('contact', locale);
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        heading={intro.heading}
        lead={intro.lead}
        visual={<ProductScreen name={intro.image} locale={locale} alt={intro.imageAlt} priority />}
        action={<HeroAction href={`${contact}#inquiry`} variant="primary" label={t('cta.primary')} fromTablet />}
      />
      <div className="container-page py-8 md:py-12 xl:py-16">
        {sideNav}
        {/* The phone's first ask, where the hero's button waits for 40 rem: after the sections, so
              the page's content comes first (2026-11-29); the closing band is the second, the page's
              fit and questions between them (decision 0043). */}
        <CtaBand variant="inline" locale={locale} text={aside.strip} href={contact} className="mt-8 sm:hidden" />
        <ProductFit fit={fit} locale={locale} />
        <Faq faq={faq} />
      </div>
    </>
  );
}
