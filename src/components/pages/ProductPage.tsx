import type { ReactNode } from 'react';
import type { ProductContent } from '../../content/schemas/product.ts';
import type { Locale } from '../../i18n/locales.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { ProductScreen } from '../visuals/ProductScreen.tsx';
import { ContactAside } from '../ui/ContactAside.tsx';

interface ProductPageProps {
  locale: Locale;
  content: ProductContent;
  /** The side navigation island with the sections as its panels (see the route shell). */
  sideNav?: ReactNode;
}

/** Financial, distribution, HR and featured systems: intro, side navigation, contact column. */
export function ProductPage({ locale, content, sideNav }: ProductPageProps) {
  const { intro, aside } = content;
  return (
    <>
      <PageHero eyebrow={intro.eyebrow} heading={intro.heading} lead={intro.lead} visual={<ProductScreen name={intro.image} locale={locale} alt={intro.imageAlt} priority />} />
      <div className="container-page grid gap-10 py-12 xl:grid-cols-[minmax(0,1fr)_19rem] xl:py-16">
        <div className="min-w-0">{sideNav}</div>
        <ContactAside locale={locale} cta={aside.cta} direct={aside.direct} />
      </div>
    </>
  );
}
