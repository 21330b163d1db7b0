import type { Branch } from '../../content/schemas/contact.ts';
import type { Locale } from '../../i18n/locales.ts';
import { branchCountry } from '../../lib/branch-country.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { branchCoordinates, latRange, lonWindows, mapHeight, mapWidth, project, unit } from './branch-geo.ts';
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

/** How far below its dot a west-side label's first line sits, by branch (map units). */
const labelDrop: Record<string, number> = { egypt: 22, turkey: 16 };

/**
 * Where each label sits, placed for the phone's larger labels (the tightest case) so that none
 * lies on a link, and each keeps to land where it can (a halo in the page's background colour
 * masks any coast it still crosses, branch-map.css): under Houston (alone in its window) and
 * under the head office, a little east of it, clear of the link that comes down to Khartoum;
 * west of the others — Istanbul's a little low, under the Atlantic link,
 * Cairo's below the Mediterranean coast, over the Western Desert.
 */
function labelAnchor(p: Placed, head: Placed): { x: number; y: number; anchor: 'middle' | 'end' } {
  if (p === head) return { x: p.x + 24, y: p.y + 32, anchor: 'middle' };
  if (p.x < lonWindows[1].x) return { x: p.x, y: p.y + 32, anchor: 'middle' };
  const dy = labelDrop[p.branch.id] ?? -2;
  return { x: p.x - 16, y: p.y + dy, anchor: 'end' };
}

/**
 * A country's name in lines: a name of three words or more («المملكة العربية السعودية») breaks
 * before its last, so the head office's label stays between the Khartoum link and its tile's edge.
 */
function countryLines(country: string): string[] {
  const words = country.split(' ');
  return words.length < 3 ? [country] : [words.slice(0, -1).join(' '), words.at(-1)!];
}

/** How far below the tiles' top edge the link across the Atlantic peaks (map units): at 0 its stroke ran over the frame. */
const atlanticPeak = 8;

/**
 * A link from the head office, arched higher the farther it goes, so it passes over the labels.
 * The one across the cut-out Atlantic peaks just inside the map's top edge: a cubic curve whose
 * control points stand over its ends (a tenth of the way in), flat along its top, so it keeps
 * clear of Istanbul's label (a phone's larger Arabic one) under the edge.
 */
function linkPath(from: Placed, to: Placed): string {
  if (from.x >= lonWindows[1].x !== to.x >= lonWindows[1].x) {
    // The curve's middle lies at an eighth of its ends' heights plus three quarters of its control points'.
    const controlY = (atlanticPeak - (from.y + to.y) / 8) / 0.75;
    const inset = (to.x - from.x) * 0.1;
    return `M${from.x} ${from.y}C${from.x + inset} ${controlY} ${to.x - inset} ${controlY} ${to.x} ${to.y}`;
  }
  const lift = 24 + Math.hypot(to.x - from.x, to.y - from.y) * 0.3;
  const controlY = Math.min(from.y, to.y) - lift;
  return `M${from.x} ${from.y}Q${(from.x + to.x) / 2} ${controlY} ${to.x} ${to.y}`;
}

/**
 * Each window a tile like the product screens' cards (line border, rounded): sea in the palest
 * brand tint with the latitude and longitude lines every 10 degrees, under the land drawn from
 * Natural Earth (scripts/branch-land.ts). Two tiles side by side say that the Atlantic between
 * them is cut out, without a break mark.
 */
function Graticule() {
  const lines: { x1: number; y1: number; x2: number; y2: number }[] = [];
  const tiles: { x: number; width: number }[] = [];
  for (const w of lonWindows) {
    const x2 = w.x + (w.east - w.west) * unit;
    tiles.push({ x: w.x, width: x2 - w.x });
    for (let lat = 20; lat < latRange.north; lat += 10) {
      const y = (latRange.north - lat) * unit;
      lines.push({ x1: w.x, y1: y, x2, y2: y });
    }
    for (let lon = Math.ceil(w.west / 10) * 10; lon <= w.east; lon += 10) {
      const x = w.x + (lon - w.west) * unit;
      lines.push({ x1: x, y1: 0, x2: x, y2: mapHeight });
    }
  }
  return (
    <g className="branch-map-grid">
      {tiles.map((tile) => (
        <rect key={tile.x} className="branch-map-region" x={tile.x} y={0} width={tile.width} height={mapHeight} rx={12} />
      ))}
      {lines.map((l) => (
        <line key={`${l.x1}-${l.y1}-${l.x2}-${l.y2}`} {...l} />
      ))}
      {/* One cached file for every page with the map; its paths would add ~2 kB gzip to each page's HTML. */}
      <image href={landUrl} x={0} y={0} width={mapWidth} height={mapHeight} />
    </g>
  );
}

/** The branches at their cities' map positions, the head office found (the first if none is marked). */
export function placeBranches(branches: readonly Branch[], locale: Locale): { placed: Placed[]; head: Placed } {
  const placed: Placed[] = branches.map((branch) => {
    const geo = branchCoordinates[branch.id];
    const at = geo && project(geo.lat, geo.lon);
    if (!at) throw new Error(`BranchMap: no map position for the branch "${branch.id}" (components/heroes/branch-geo.ts)`);
    return { branch, ...at, city: branch.city[locale], country: branchCountry(branch, locale) };
  });
  return { placed, head: placed.find((p) => p.branch.headOffice) ?? placed[0]! };
}

/**
 * The map itself: land, links from the head office and a dot per branch, each labelled with its
 * city and country (the contact and About heroes).
 */
export function BranchMapDrawing({ branches, locale }: { branches: readonly Branch[]; locale: Locale }) {
  const { placed, head } = placeBranches(branches, locale);
  return (
    <svg className="branch-map" viewBox={`0 -8 ${mapWidth} ${mapHeight + 16}`} direction="ltr" aria-hidden="true" focusable="false">
      <Graticule />
      {placed
        .filter((p) => p !== head)
        .map((p) => (
          <path key={p.branch.id} className="branch-map-link" d={linkPath(head, p)} />
        ))}
      {placed.map((p) => {
        const label = labelAnchor(p, head);
        return (
          <g key={p.branch.id} className={p === head ? 'branch-map-head' : undefined} data-branch={p.branch.id}>
            <circle className="branch-map-halo" cx={p.x} cy={p.y} r={13} />
            <circle className="branch-map-dot" cx={p.x} cy={p.y} r={7} />
            {/* The country's line is set 1.2 of its own size below the city's, whatever size the screen gives it. */}
            <text x={label.x} y={label.y} textAnchor={label.anchor}>
              <tspan className="branch-map-city">{p.city}</tspan>
              {countryLines(p.country).map((line) => (
                <tspan key={line} x={label.x} dy="1.2em" className="branch-map-country">
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The five branch countries on a map (decisions 0036, 0050): their land drawn from real
 * geography, dots at their cities' true positions (branch-geo.ts), the head office in the accent colour with lines
 * to the others, each labelled with city and country in the page's language. Geography does not
 * mirror: the drawing is the same in Arabic, only its words change.
 */
export function BranchMap({ branches, locale }: { branches: readonly Branch[]; locale: Locale }) {
  const t = useTranslations(locale);
  const { placed, head } = placeBranches(branches, locale);
  const comma = locale === 'ar' ? '، ' : ', ';
  // Semicolons, not Intl.ListFormat: each item holds a comma, and a serial "and" before the last branch reads as one more place.
  const list = placed
    .map((p) => `${p.city}${comma}${p.country}${p === head ? ` (${t('heroes.headOfficeInList')})` : ''}`)
    .join(locale === 'ar' ? '؛ ' : '; ');
  const mapLabel = t('heroes.branchesLabel', { brand: site.brand, list });
  return (
    <HeroPanel title={t('heroes.branches', { count: placed.length })} label={mapLabel} testId="branch-map">
      <BranchMapDrawing branches={branches} locale={locale} />
      <p className="hero-panel-foot" aria-hidden="true">
        <span className="hero-panel-key hero-panel-key-head">{t('heroes.headOffice')}</span>
        <span className="hero-panel-key">{t('heroes.branch')}</span>
      </p>
    </HeroPanel>
  );
}
