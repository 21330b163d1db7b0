import { productKeys, sectorKeys, type RouteKey } from '../../routes.ts';

/** The pages a dropdown lists; each has a one-line hint (`navHint.<key>` in the UI strings). */
export type DropdownKey = (typeof productKeys)[number] | (typeof sectorKeys)[number] | 'partnersInfo' | 'partnersFinder';

/** The header's structure, shared by the desktop bar and the collapsible menu. */
export interface NavGroup {
  id: 'products' | 'sectors' | 'partners';
  items: readonly DropdownKey[];
}

export const navGroups: readonly NavGroup[] = [
  { id: 'products', items: productKeys },
  { id: 'sectors', items: sectorKeys },
  { id: 'partners', items: ['partnersInfo', 'partnersFinder'] },
];

export const navLinks: readonly RouteKey[] = ['aboutus', 'careers'];
