import type { ReactNode } from 'react';
import type { SectorContent } from '../../content/schemas/sector.ts';
import type { Locale } from '../../i18n/locales.ts';
import { sectorKeys, type SectorKey } from '../../routes.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { HeroAction } from '../ui/HeroAction.tsx';
import { ProductScreen } from '../visuals/ProductScreen.tsx';
import { SectorBody } from '../sectors/SectorBody.tsx';
import { SectorFlow } from '../sectors/SectorFlow.tsx';
import { SectorSignature } from '../sectors/SectorSignature.tsx';
import { sectorsWithoutPhoneScreen } from '../sectors/body-screens.ts';
import type { ScreenName } from '../../visuals/names.ts';

interface SectorPageProps {
  locale: Locale;
  /** Names the page in the eyebrow: its menu label, one name per page (tests/integration/page-names.test.ts). */
  sector: SectorKey;
  content: SectorContent;
  /** The "at a glance" panel beside the intro from 64 rem (sectors/SectorGlance.tsx). */
  sidebar?: ReactNode;
  /** The consultation form's section across the page after the article (sectors/SectorInquiry.tsx). */
  inquiry?: ReactNode;
  programmes?: ReactNode;
  /** The band to the inquiry form on narrower screens (sections/CtaBand.tsx, inline variant). */
  cta?: ReactNode;
  /** A second product screen, part-way down the page (sectors/body-screens.ts, decision 0036). */
  bodyScreen?: { name: ScreenName; alt: string };
}

/**
 * All ten sector pages: hero, the body chosen by the content's layout (the "at a glance" panel beside its
 * intro: decision 0071), then the consultation form across the page (decision 0059).
 */
export function SectorPage({ locale, sector, content, sidebar, inquiry, programmes, cta, bodyScreen }: SectorPageProps) {
  const t = useTranslations(locale);
  // Every second sector in the menu's order has the screen at the start and its caption at the end
  // from 64 rem, so neighbouring sectors do not repeat one row (styles/sector-screen.css).
  const flip = sectorKeys.indexOf(sector) % 2 === 1 || undefined;
  const screen = bodyScreen && (
    <>
      <figure
        id="workflow"
        className="sector-section sector-screen"
        data-flip={flip}
        data-phone={sectorsWithoutPhoneScreen.has(sector) ? 'none' : undefined}
      >
        {/* What the screen shows and why it matters: above it, beside it from 64 rem; the flow follows both. */}
        <figcaption>
          <span className="heading-card">{t(`sectorScreens.${sector}.title`)}</span>
          {t(`sectorScreens.${sector}.text`)}
        </figcaption>
        <ProductScreen name={bodyScreen.name} locale={locale} alt={bodyScreen.alt} sizes="50rem" />
      </figure>
      <SectorFlow flow={content.flow} />
      {content.signature && <SectorSignature signature={content.signature} />}
    </>
  );
  return (
    <>
      <PageHero
        eyebrow={t(`nav.${sector}`)}
        heading={content.heading}
        lead={content.lead}
        visual={<ProductScreen name={content.image} locale={locale} alt={content.imageAlt} priority />}
        action={<HeroAction href="#inquiry" variant="primary" label={t('cta.primary')} fromTablet />}
      />
      <div className="sector-layout container-page">
        <SectorBody locale={locale} content={content} programmes={programmes} cta={cta} screen={screen} sidebar={sidebar} />
      </div>
      {inquiry}
    </>
  );
}
