import type { ReactNode } from 'react';
import type { ProductContent } from '../../content/schemas/product.ts';
import type { Locale } from '../../i18n/locales.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { ProductScreen } from '../visuals/ProductScreen.tsx';
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
 * Financial, distribution, HR and featured systems: the hero with the demo ask under its lead at
 * every width (in a phone's first screen, decision 0090; the closing band asks the second time), side
 * navigation, each section's outcome under its name (given by the route shell), then the section
 * on how the family fits the others (ProductFit.tsx) and the buyer's questions (sections/Faq.tsx).
 */
export function ProductPage({ locale, content, faq, sideNav }: ProductPageProps) {
  const { intro, fit } = content;
  const t = useTranslations(locale);
  const contact = pathFor('contact', locale);
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        heading={intro.heading}
        lead={intro.lead}
        visual={<ProductScreen name={intro.image} locale={locale} alt={intro.imageAlt} priority />}
        action={<HeroAction href={`${contact}#inquiry`} variant="primary" label={t('cta.primary')} />}
      />
      <div className="container-page py-8 md:py-12 xl:py-16">
        {sideNav}
        <ProductFit fit={fit} locale={locale} />
        <Faq faq={faq} />
      </div>
    </>
  );
}
