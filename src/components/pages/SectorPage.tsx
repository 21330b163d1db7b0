import type { ReactNode } from 'react';
import type { SectorContent } from '../../content/schemas/sector.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { ProductScreen } from '../visuals/ProductScreen.tsx';
import { SectorBody } from '../sectors/SectorBody.tsx';

interface SectorPageProps {
  locale: Locale;
  content: SectorContent;
  sidebar?: ReactNode;
  programmes?: ReactNode;
}

/** All ten sector pages: hero, a main column chosen by the content's layout, the shared sidebar. */
export function SectorPage({ locale, content, sidebar, programmes }: SectorPageProps) {
  const t = useTranslations(locale);
  return (
    <>
      <PageHero
        eyebrow={t('nav.sectors')}
        heading={content.heading}
        lead={content.lead}
        visual={<ProductScreen name={content.image} locale={locale} alt={content.imageAlt} priority />}
      />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-16">
        <div className="min-w-0">
          <SectorBody locale={locale} content={content} programmes={programmes} />
        </div>
        {sidebar}
      </div>
    </>
  );
}
