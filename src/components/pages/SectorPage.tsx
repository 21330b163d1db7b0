import type { ReactNode } from 'react';
import type { SectorContent } from '../../content/schemas/sector.ts';
import type { Locale } from '../../i18n/locales.ts';
import { sectorKeys, type SectorKey } from '../../routes.ts';
import { uiStrings, useTranslations } from '../../i18n/ui.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { HeroAction } from '../ui/HeroAction.tsx';
import { ProductScreen } from '../visuals/ProductScreen.tsx';
import { screenPins } from '../visuals/screen-callouts.ts';
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
  /** A second product screen, part-way down the page (sectors/body-screens.ts, decision 0036). */
  bodyScreen?: { name: ScreenName; alt: string };
}

/**
 * All ten sector pages: hero, the body chosen by the content's layout (the "at a glance" panel beside its
 * intro: decision 0071) in the order its composition names, then the consultation form across the page (decision 0059).
 */
export function SectorPage({ locale, sector, content, sidebar, inquiry, programmes, bodyScreen }: SectorPageProps) {
  const t = useTranslations(locale);
  // Every second sector in the menu's order has the screen at the start and its caption at the end
  // from 64 rem, so neighbouring sectors do not repeat one row (styles/sector-screen.css).
  const flip = sectorKeys.indexOf(sector) % 2 === 1 || undefined;
  const { composition, signature } = content;
  const flow = <SectorFlow flow={content.flow} />;
  const rule = signature && <SectorSignature signature={signature} />;
  // The composition orders the middle (content/schemas/sector.ts): what leads goes right under the intro,
  // the rest after the capabilities, the screen first.
  const early = composition === 'rule' ? rule : composition === 'flow' ? flow : undefined;
  const screen = (
    <>
      {bodyScreen && <AnnotatedScreen locale={locale} sector={sector} screen={bodyScreen} flip={flip} />}
      {composition !== 'flow' && flow}
      {composition !== 'rule' && rule}
    </>
  );
  return (
    <>
      <PageHero
        eyebrow={t(`nav.${sector}`)}
        heading={content.heading}
        lead={content.lead}
        visual={<ProductScreen name={content.image} locale={locale} alt={content.imageAlt} priority />}
        action={<HeroAction href="#inquiry" variant="primary" label={t('cta.primary')} />}
      />
      <div className="sector-layout container-page">
        <SectorBody locale={locale} content={content} programmes={programmes} early={early} screen={screen} sidebar={sidebar} />
      </div>
      {inquiry}
    </>
  );
}

/**
 * The mid-page screen with numbered callouts (design history 2026-11-29): two or three markers pinned on the
 * screen where its sector's story is (positions measured by `npm run visuals` for each language
 * and canvas, % of the image, so they stay on their targets at every width), and the caption's
 * numbered notes, a title and one sentence each, the markers' accessible text (the markers are
 * aria-hidden). Latin digits in both languages, as the screens' own figures and the flow's steps.
 * Below 64 rem the caption's title over the screen, its notes under it (a legend); from 64 rem the
 * caption beside the screen. On a phone canvas that does not show every target, no marker: the notes alone.
 */
function AnnotatedScreen({
  locale,
  sector,
  screen,
  flip,
}: {
  locale: Locale;
  sector: SectorKey;
  screen: { name: ScreenName; alt: string };
  flip: true | undefined;
}) {
  const t = useTranslations(locale);
  const notes = Object.values(uiStrings(locale).sectorScreens[sector].notes);
  const pins = screenPins(screen.name, locale);
  if (pins.desktop.length !== notes.length)
    throw new Error(`${sector}: ${pins.desktop.length} callouts on ${screen.name}, ${notes.length} notes`);
  // Measured from the canvas's inline start (the right edge of an Arabic screen); SVG counts from the left.
  // One decimal: a tenth of a per cent is under a pixel at every width the screen takes.
  const x = (pin: { x: number }) => `${+(locale === 'ar' ? 100 - pin.x : pin.x).toFixed(1)}%`;
  const y = (pin: { y: number }) => `${+pin.y.toFixed(1)}%`;
  const marks = (set: { x: number; y: number }[], canvas: 'desktop' | 'phone') =>
    set.map((pin, i) => (
      <g key={`${canvas}${i}`} className="screen-pin" data-canvas={canvas}>
        <circle cx={x(pin)} cy={y(pin)} r="9" />
        <text x={x(pin)} y={y(pin)}>
          {i + 1}
        </text>
      </g>
    ));
  return (
    <figure
      id="workflow"
      className="sector-section sector-screen"
      data-flip={flip}
      data-phone={sectorsWithoutPhoneScreen.has(sector) ? 'none' : undefined}
      data-phone-pins={pins.phone ? undefined : 'none'}
    >
      <figcaption>
        <span className="heading-card">{t(`sectorScreens.${sector}.title`)}</span>
        <ol className="screen-notes">
          {notes.map((note) => (
            <li key={note.title}>
              <p>
                <b>{note.title}</b> {note.text}
              </p>
            </li>
          ))}
        </ol>
      </figcaption>
      <div className="screen-pins">
        <ProductScreen name={screen.name} locale={locale} alt={screen.alt} sizes="50rem" />
        {/* Markers as SVG attributes, not style attributes: the server's CSP drops those. */}
        <svg className="screen-pins-svg" aria-hidden="true">
          {marks(pins.desktop, 'desktop')}
          {pins.phone && marks(pins.phone, 'phone')}
        </svg>
      </div>
    </figure>
  );
}
