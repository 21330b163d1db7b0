import type { Branch } from '../../content/schemas/contact.ts';
import type { Locale } from '../../i18n/locales.ts';
import { branchCountry } from '../../lib/branch-country.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { branchDot, cutX, lonWindows, mapHeight, mapWidth } from './branch-geo.ts';
import { HeroPanel } from './HeroPanel.tsx';
import { site } from '../../site.config.ts';
import landUrl from '../../assets/branch-land.svg?url';

export interface Placed {
  branch: Branch;
  x: number;
  y: number;
  city: string;
  country: string;
}

/**
 * Which side of its dot a label sits on, placed for the phone's labels (the tightest case) so that
 * none lies on a link: under Houston (alone in its window) and under the head office, where no link
 * runs (they leave it upwards); west of the others, the side away from the head office, and hanging
 * from its dot's line near the top edge (Istanbul), below the link across the Atlantic.
 */
function labelSide(p: Placed, head: Placed): 'below' | 'west' | 'southwest' {
  if (p === head || p.x < lonWindows[1].x) return 'below';
  return p.y < 60 ? 'southwest' : 'west';
}

/** How far below the map's top edge the link across the Atlantic peaks (map units): at 0 its stroke ran over the frame. */
const atlanticPeak = 8;

/**
 * A link from the head office, arched higher the farther it goes, so it passes over the labels
 * (a branch to the south dropped onto from above).
 * The one across the cut-out Atlantic peaks just inside the map's top edge: a cubic curve whose
 * control points stand over its ends (a tenth of the way in), flat along its top, so it keeps
 * clear of Istanbul's label under the edge.
 */
function linkPath(from: Placed, to: Placed): string {
  if (from.x >= lonWindows[1].x !== to.x >= lonWindows[1].x) {
    // The curve's middle lies at an eighth of its ends' heights plus three quarters of its control points'.
    const controlY = (atlanticPeak - (from.y + to.y) / 8) / 0.75;
    const inset = (to.x - from.x) * 0.1;
    return `M${from.x} ${from.y}C${Math.round(from.x + inset)} ${Math.round(controlY)} ${Math.round(to.x - inset)} ${Math.round(controlY)} ${to.x} ${to.y}`;
  }
  const lift = 24 + Math.hypot(to.x - from.x, to.y - from.y) * 0.3;
  const controlY = Math.min(from.y, to.y) - lift;
  // A branch south of the head office (Khartoum): the control point over the branch, so the link
  // drops onto its dot from above, west of the head office's label hanging under Riyadh (over its
  // middle, the link cut across the label's west end where the Arabic country name is long).
  const controlX = to.y > from.y ? to.x : (from.x + to.x) / 2;
  return `M${from.x} ${from.y}Q${Math.round(controlX)} ${Math.round(controlY)} ${to.x} ${to.y}`;
}

/** The branches at their cities' map positions, the head office found (the first if none is marked). */
function placeBranches(branches: readonly Branch[], locale: Locale): { placed: Placed[]; head: Placed } {
  const placed: Placed[] = branches.map((branch) => {
    const at = branchDot(branch.id);
    if (!at) throw new Error(`BranchMap: no map position for the branch "${branch.id}" (components/heroes/branch-geo.ts)`);
    return { branch, ...at, city: branch.city[locale], country: branchCountry(branch, locale) };
  });
  return { placed, head: placed.find((p) => p.branch.headOffice) ?? placed[0]! };
}

/**
 * The map itself (the contact hero): one card at one scale, the land a grid of dots
 * sampled on Natural Earth (scripts/branch-land.ts; the branch countries in the brand colour), a
 * dashed line where the Atlantic is cut out, links from the head office and a dot per branch. Each
 * branch's label is HTML over the drawing, a small card like the product screens' (city, and from
 * 40rem its country), at a type size of its own whatever the map's width, placed at its dot by
 * branch-map-places.css (made with the land by scripts/branch-land.ts). The whole is a picture: the
 * panel names every branch in words.
 */
function BranchMapDrawing({ branches, locale }: { branches: readonly Branch[]; locale: Locale }) {
  const { placed, head } = placeBranches(branches, locale);
  return (
    <div className="branch-map" dir="ltr" aria-hidden="true">
      <svg viewBox={`0 0 ${mapWidth} ${mapHeight}`} focusable="false">
        <rect className="branch-map-region" x={0.5} y={0.5} width={mapWidth - 1} height={mapHeight - 1} rx={12} />
        {/* One cached file for every page with the map: its dots would add ~1 kB gzip to each page's HTML. */}
        <image href={landUrl} x={0} y={0} width={mapWidth} height={mapHeight} />
        <line className="branch-map-cut" x1={cutX} y1={12} x2={cutX} y2={mapHeight - 12} />
        {placed
          .filter((p) => p !== head)
          .map((p) => (
            <path key={p.branch.id} className="branch-map-link" d={linkPath(head, p)} />
          ))}
        {placed.map((p) => (
          <g key={p.branch.id} className={p === head ? 'branch-map-head' : undefined} data-branch={p.branch.id}>
            <circle className="branch-map-halo" cx={p.x} cy={p.y} r={9} />
            <circle className="branch-map-dot" cx={p.x} cy={p.y} r={5.5} />
          </g>
        ))}
      </svg>
      {placed.map((p) => (
        <p key={p.branch.id} className="branch-map-label" data-label={p.branch.id} data-side={labelSide(p, head)}>
          <span className="branch-map-city">{p.city}</span>
          <span className="branch-map-country">{p.country}</span>
        </p>
      ))}
    </div>
  );
}

/**
 * The five branch countries on a map (decisions 0036, 0050): land dots sampled on real geography,
 * the branches at their cities' true positions (branch-geo.ts), the head office in the accent
 * colour with lines to the others, each labelled with city and country in the page's language.
 * Geography does not mirror: the drawing is the same in Arabic, only its words change. Contact's
 * hero only, captioned with the branches to call (2026-11-29: About draws the platform instead,
 * heroes/PlatformHub.tsx).
 */
export function BranchMap({ branches, locale }: { branches: readonly Branch[]; locale: Locale }) {
  const t = useTranslations(locale);
  const { placed, head } = placeBranches(branches, locale);
  const comma = locale === 'ar' ? '، ' : ', ';
  // Semicolons, not Intl.ListFormat: each item holds a comma, and a serial "and" before the last branch reads as one more place.
  const list = placed
    .map((p) => `${p.city}${comma}${p.country}${p === head ? ` (${t('heroes.headOfficeInList')})` : ''}`)
    .join(locale === 'ar' ? '؛ ' : '; ');
  return (
    <HeroPanel
      title={t('heroes.branches', { count: placed.length })}
      label={t('heroes.branchesLabel', { brand: site.brand, list })}
      testId="branch-map"
    >
      <BranchMapDrawing branches={branches} locale={locale} />
      <p className="hero-panel-foot" aria-hidden="true">
        <span className="hero-panel-key hero-panel-key-head">{t('heroes.headOffice')}</span>
        <span className="hero-panel-key">{t('heroes.branch')}</span>
      </p>
    </HeroPanel>
  );
}
