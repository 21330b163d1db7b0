import { productKeys, routes, sectorKeys, type RouteKey } from '../../routes.ts';

/** The pages a dropdown lists; each has a one-line hint (`navHint.<key>` in the UI strings). */
type DropdownKey = (typeof productKeys)[number] | (typeof sectorKeys)[number] | 'partnersInfo' | 'partnersFinder';

/** The header's structure, shared by the desktop bar and the collapsible menu. */
export interface NavGroup {
  id: 'products' | 'sectors' | 'partners';
  items: readonly DropdownKey[];
  /**
   * Whether the desktop dropdown shows each entry's one-line hint. The hints are in every
   * page's HTML: the sectors' ten cost ~130 B gzip per page, the products' and partners' ~150 B.
   */
  hints: boolean;
}

export const navGroups: readonly NavGroup[] = [
  { id: 'products', items: productKeys, hints: true },
  { id: 'sectors', items: sectorKeys, hints: true },
  { id: 'partners', items: ['partnersInfo', 'partnersFinder'], hints: true },
];

export const navLinks: readonly RouteKey[] = ['aboutus', 'careers'];

/**
 * A header link's `aria-current`: `page` on this very page; `true` on a section's link from a page
 * below it (Careers on /careers/sales), so the header says where the reader is there too.
 */
export function currentMark(key: RouteKey, path: string | undefined): 'page' | 'true' | undefined {
  if (path === undefined) return undefined;
  if (routes[key] === path) return 'page';
  return key !== 'home' && path.startsWith(`${routes[key]}/`) ? 'true' : undefined;
}
