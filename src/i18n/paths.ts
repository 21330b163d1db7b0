import { defaultLocale, type Locale } from './locales.ts';
import { extraRoutes, routes, type ExtraRouteKey, type RouteKey } from '../routes.ts';

/** `/aboutus` + ar → `/ar/aboutus`; `/` + ar → `/ar`. No trailing slashes anywhere. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export function pathFor(key: RouteKey | ExtraRouteKey, locale: Locale): string {
  const path = key in routes ? routes[key as RouteKey] : extraRoutes[key as ExtraRouteKey];
  return localizePath(path, locale);
}

/** Splits `/ar/aboutus` into `{ locale: 'ar', path: '/aboutus' }`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/ar' || pathname.startsWith('/ar/')) {
    return { locale: 'ar', path: pathname.slice(3) || '/' };
  }
  return { locale: 'en', path: pathname };
}
