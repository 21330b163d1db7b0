/**
 * The 21 routes of the spec, at their exact paths. English lives at the path, Arabic at
 * `/ar<path>`. Everything that needs the list of pages (header, sitemap, server redirects,
 * tests) reads it from here.
 */
export const routes = {
  home: '/',
  aboutus: '/aboutus',
  solutions: '/solutions',
  financial: '/FinancialSystems',
  distribution: '/DistributionSystems',
  hr: '/HumanResources',
  featured: '/FeaturedSystems',
  careers: '/careers',
  contact: '/contact',
  partnersInfo: '/PartnersInfo',
  partnersFinder: '/PartnersFinder',
  construction: '/construction',
  realEstate: '/RealEstate',
  commercial: '/commercial',
  industry: '/industry',
  carRental: '/carRental',
  transportation: '/transportation',
  school: '/school',
  farms: '/farms',
  pharmacy: '/pharmacy',
  maintenance: '/maintenance',
} as const;

export type RouteKey = keyof typeof routes;
export const routeKeys = Object.keys(routes) as RouteKey[];

/** Pages beyond the spec's 21: the privacy notice the forms link to, and form outcomes. */
export const extraRoutes = {
  privacy: '/privacy',
  sent: '/sent',
  notSent: '/not-sent',
  /** Every page and its sections: where the search control leads without JavaScript. */
  sitemap: '/sitemap',
} as const;
export type ExtraRouteKey = keyof typeof extraRoutes;

export type PageKey = RouteKey | ExtraRouteKey | 'notFound';

/**
 * One page per open position below the careers overview (`/careers/sales`, `/ar/careers/sales`):
 * Google asks for one JobPosting per page. Shell: src/pages/[...locale]/careers/[position].astro;
 * the positions are content (src/content/positions/<id>.json, decision 0028).
 */
export const positionPath = (id: string) => `${routes.careers}/${id}`;
/** Whether `path` is a position's page (`/careers/<id>`). */
export const isPositionPath = (path: string) => path.startsWith(`${routes.careers}/`);

/** Parent of each page for breadcrumbs; home is the root of all. */
export const routeParent: Partial<Record<RouteKey, RouteKey>> = {
  financial: 'solutions',
  distribution: 'solutions',
  hr: 'solutions',
  featured: 'solutions',
};

export const sectorKeys = [
  'construction',
  'realEstate',
  'commercial',
  'industry',
  'carRental',
  'transportation',
  'school',
  'farms',
  'pharmacy',
  'maintenance',
] as const satisfies readonly RouteKey[];
export type SectorKey = (typeof sectorKeys)[number];

export const productKeys = ['financial', 'distribution', 'hr', 'featured', 'solutions'] as const satisfies readonly RouteKey[];
