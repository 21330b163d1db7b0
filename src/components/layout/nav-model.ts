import { productKeys, sectorKeys, type RouteKey } from '../../routes.ts';

/** The header's structure, shared by the desktop bar and the collapsible menu. */
export interface NavGroup {
  id: 'products' | 'sectors' | 'partners';
  items: readonly RouteKey[];
}

export const navGroups: readonly NavGroup[] = [
  { id: 'products', items: productKeys },
  { id: 'sectors', items: sectorKeys },
  { id: 'partners', items: ['partnersInfo', 'partnersFinder'] },
];

export const navLinks: readonly RouteKey[] = ['aboutus', 'careers'];
