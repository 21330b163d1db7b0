import type { ReactNode } from 'react';
import type { ProductContent } from '../../content/schemas/product.ts';
import type { Locale } from '../../i18n/locales.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { ProductScreen } from '../visuals/ProductScreen.tsx';
import { CtaBand } from '../sections/CtaBand.tsx';
import { pathFor } from '../../i18n/paths.ts';

interface ProductPageProps {
  locale: Locale;
  content: ProductContent;
  /** The side navigation island with the sections as its panels (see the route shell). */
  sideNav?: ReactNode;
}

/**
 * Financial, distribution, HR and featured systems: intro (from 80rem the sections' index under
 * the lead), an early call to action on phones, side navigation (the direct line to sales under
 * its list, given by the route shell: decision 0071).
 */
export function ProductPage({ locale, content, sideNav }: ProductPageProps) {
  const { intro, aside, navLabel, sections } = content;
  return (
    <>
      <PageHero
        eyebrow={intro.eyebrow}
        heading={intro.heading}
        lead={intro.lead}
        across
        visual={<ProductScreen name={intro.image} locale={locale} alt={intro.imageAlt} priority />}
      >
        <SectionIndex label={navLabel} sections={sections} />
      </PageHero>
      <div className="container-page py-8 md:py-12 xl:py-16">
        {/* The early ask where the header hides its button (under 40 rem); the closing band is
              the second. No third one in between (decision 0043). */}
        <CtaBand variant="inline" locale={locale} text={aside.strip} href={pathFor('contact', locale)} className="mb-8 sm:hidden" />
        {sideNav}
      </div>
    </>
  );
}

/**
 * The page's sections as links to their panels, two a row under the hero's lead from 80rem, where
 * the lead beside the screen left its column empty below it; hidden below, where the lead is over
 * the screen and the side navigation or the accordion follows the hero. Not an ask (decision 0043).
 */
function SectionIndex({ label, sections }: { label: string; sections: ProductContent['sections'] }) {
  return (
    <nav className="mt-8 hidden border-t border-line pt-4 text-sm xl:block" aria-labelledby="product-index-label">
      <p id="product-index-label" className="mb-2 font-semibold text-ink-muted">
        {label}
      </p>
      <ol className="grid gap-x-10 xl:grid-cols-2">
        {sections.map((s) => (
          <li key={s.id} className="py-0.5">
            <a href={`#${s.id}`} className="text-brand-700 hover:underline">
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
