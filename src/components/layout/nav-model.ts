import { productKeys, sectorKeys, type RouteKey } from '../../routes.ts';

/** The pages a dropdown lists; each has a one-line hint (`navHint.<key>` in the UI strings). */
export type DropdownKey = (typeof productKeys)[number] | (typeof sectorKeys)[number] | 'partnersInfo' | 'partnersFinder';

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
