import type { SectorContent } from '../../content/schemas/sector.ts';
import { productKeys } from '../../routes.ts';

/** The product pages a sector can draw on (the Solutions overview is not one). */
type GlanceProduct = Exclude<(typeof productKeys)[number], 'solutions'>;
const products = productKeys.filter((key): key is GlanceProduct => key !== 'solutions');

/** What a sector page's "at a glance" panel states (SectorGlance.tsx): all of it from the page's own content. */
export interface SectorGlanceData {
  /** The software section's three systems, each with the id of its row on the page. */
  systems: { title: string; id: string }[];
  /** The product pages the intro and the systems' Details links lead to, in the menu's order. */
  products: GlanceProduct[];
  /** The signature's marks (WPS, GOSI…); none where the sector states no rule. */
  rules: string[];
  /** The flow's step labels, in order. */
  workflow: string[];
}

/** The id of a system's row in the software list (SoftwareList.tsx), the panel's link target. */
export const systemRowId = (section: string) => `system-${section}`;

const routeLinks = (text: string) => [...text.matchAll(/\]\(route:([A-Za-z]+)\)/g)].map((m) => m[1]!);

/** The panel's rows, derived from a sector's content (no value is typed twice). */
export function sectorGlance(content: SectorContent): SectorGlanceData {
  const { items } = content.software;
  const linked = new Set([...content.intro.flatMap(routeLinks), ...items.map((item) => item.link)]);
  return {
    systems: items.map((item) => ({ title: item.title, id: systemRowId(item.section) })),
    products: products.filter((key) => linked.has(key)),
    rules: content.signature?.points.map((point) => point.mark) ?? [],
    workflow: content.flow.steps.map((step) => step.label),
  };
}
