import type { SectorContent } from '../../content/schemas/sector.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { screens } from '../../visuals/screens/index.ts';
import type { ScreenName } from '../../visuals/names.ts';

interface SectorSignatureProps {
  locale: Locale;
  signature: SectorContent['signature'];
  /** The mid-page screen right above: its figures are the points of a sector whose copy states no rule. */
  screen: ScreenName;
}

/**
 * The one section each sector has and no other (docs/design.md, "Sector signature"): after the
 * mid-page screen, a rule the sector's copy states, two or three points each led by its mark (the
 * platform, the document, the step); or, for a sector without such a rule, the first three figures
 * of the screen above, read from that screen's own description and labelled a sample.
 */
export function SectorSignature({ locale, signature, screen }: SectorSignatureProps) {
  const t = useTranslations(locale);
  const kpis = screens[screen](locale).blocks.find((block) => block.kind === 'kpis');
  const points =
    signature.points ??
    kpis?.items.slice(0, 3).map((kpi) => ({ mark: kpi.value, text: kpi.note ? `${kpi.label} · ${kpi.note}` : kpi.label }));
  if (!points) throw new Error(`The signature of the sector with the screen ${screen} has no points, and the screen no figures`);
  return (
    <section
      id="signature"
      aria-labelledby="signature-heading"
      className="sector-section sector-signature"
      data-sample={!signature.points || undefined}
    >
      <div>
        <h2 id="signature-heading" className="heading-section">
          {signature.heading}
        </h2>
        {!signature.points && <p>{t('sectorSignature.sample')}</p>}
      </div>
      <ul role="list">
        {points.map((point) => (
          <li key={point.mark}>
            <b>{point.mark}</b> {point.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
