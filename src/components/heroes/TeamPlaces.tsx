import type { Branch } from '../../content/schemas/contact.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { headOfficeFirst } from '../../lib/directory-order.ts';
import type { Opening } from './opening.ts';
import { BranchMapDrawing, countryLines, labelAnchor, placeBranches } from './BranchMap.tsx';
import { lonWindows, mapHeight, mapWidth, unit } from './branch-geo.ts';
import { HeroPanel } from './HeroPanel.tsx';
import { cn } from '../../lib/cn.ts';

/** A pin's box in map units: wide enough for the longest count in either language at the phone's size. */
const pinWidth = 240;
const pinHeight = 72;
/** The inner edge of the map's eastern tile (branch-geo.ts), which no pin crosses. */
const mapEast = lonWindows[1].x + (lonWindows[1].east - lonWindows[1].west) * unit - 2;

/** How far past a west-side label's end its pin's box reaches: to just east of the dot (labelAnchor sets the label 16 west of it). */
const endReach = 32;

/**
 * A pin's box: under a label set west of its dot, reaching past the label's end to the dot's
 * east, so a phone's wider pin clears the next window's label (Houston's); from 40 rem the pin
 * ends with the label (map-pin-end, styles/hero-lists.css). Centred under a label set under its
 * dot, the box narrowed to stay inside the tile, so a pin wider than it (a phone's larger text)
 * ends at the tile's edge instead of past it (map-pin-east).
 */
function pinPlace(label: { x: number; anchor: 'middle' | 'end' }): { x: number; width: number; align?: string | undefined } {
  if (label.anchor === 'end') return { x: label.x + endReach - pinWidth, width: pinWidth, align: 'map-pin-end' };
  const half = Math.min(pinWidth / 2, mapEast - label.x);
  return { x: label.x - half, width: half * 2, align: half < pinWidth / 2 ? 'map-pin-east' : undefined };
}

/**
 * The careers overview's hero (decision 0061): where the teams work, drawn as the branch map
 * (BranchMap.tsx, the contact and About heroes' drawing), with each branch's open positions
 * counted in a pin under its label, each count a link to its position (or to the tabs when a
 * branch has several). It names no position: the tabs right below it do.
 * The map is a picture, hidden from assistive technology; a visually hidden list names every
 * branch in words, and each count is a link with its city in its name.
 */
export function TeamPlaces({ locale, branches, openings }: { locale: Locale; branches: readonly Branch[]; openings: readonly Opening[] }) {
  const t = useTranslations(locale);
  const { placed, head } = placeBranches(headOfficeFirst(branches), locale);
  return (
    <HeroPanel title={t('heroes.teamPlaces')} meta={t('heroes.countries', { count: branches.length })} testId="team-places">
      <div className="map-frame">
        <BranchMapDrawing branches={branches} locale={locale} />
        {/* The pins over the map, in its units (an SVG of the same view box): each an HTML link in a
            foreignObject under its branch's label, aligned as the label is (styles/hero-lists.css). */}
        <svg className="map-pins" viewBox={`0 -8 ${mapWidth} ${mapHeight + 16}`} direction="ltr" role="none">
          {placed.map((p) => {
            const here = openings.filter((o) => o.branch === p.branch.id);
            if (here.length === 0) return null;
            const label = labelAnchor(p, head);
            const box = pinPlace(label);
            return (
              <foreignObject key={p.branch.id} x={box.x} y={label.y + 6} width={box.width} height={pinHeight}>
                <div className={cn('map-pin-box', box.align, `map-pin-lines-${countryLines(p.country).length}`)}>
                  <a
                    href={here.length === 1 ? here[0]!.href : '#positions'}
                    className="map-pin"
                    dir={locale === 'ar' ? 'rtl' : undefined}
                    data-testid="team-place-openings"
                    data-branch={p.branch.id}
                  >
                    {t('heroes.openPositions', { count: here.length })}
                    <span className="sr-only">: {p.city}</span>
                  </a>
                </div>
              </foreignObject>
            );
          })}
        </svg>
        <ul className="sr-only" role="list">
          {placed.map((p) => (
            <li key={p.branch.id}>
              {p.city}, {p.country}
              {p === head && ` (${t('heroes.headOfficeInList')})`}
            </li>
          ))}
        </ul>
      </div>
      <p className="hero-panel-foot" aria-hidden="true">
        <span className="hero-panel-key hero-panel-key-head">{t('heroes.headOffice')}</span>
        <span className="hero-panel-key">{t('heroes.branch')}</span>
      </p>
    </HeroPanel>
  );
}
