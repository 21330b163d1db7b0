import type { Locale } from '../../i18n/locales.ts';
import { screenSize, screenWidths, type ScreenName } from '../../visuals/names.ts';

/** The files of one product screen in one language, ready for a <picture>. */
export interface ScreenSources {
  /** AVIF at 1× and 2× (640w, 1280w): what every current browser picks. */
  avif: string;
  /** The 1× WebP, the fallback for browsers without AVIF (a 2× one would cost HTML bytes). */
  src: string;
  width: number;
  height: number;
}

// Vite fingerprints each file, so the server caches them as immutable. Build-time only: the
// slider island receives resolved ScreenSources, never this map.
const files = import.meta.glob<string>('../../assets/visuals/*.{avif,webp}', { query: '?url', import: 'default', eager: true });

function file(name: ScreenName, locale: Locale, width: number, format: 'avif' | 'webp'): string {
  const url = files[`../../assets/visuals/${name}.${locale}.${width}.${format}`];
  if (!url) throw new Error(`Missing product screen ${name}.${locale}.${width}.${format}: run npm run visuals`);
  return url;
}

/** The screen rendered in the page's language: Arabic pages get the right-to-left screen. */
export function screenSources(name: ScreenName, locale: Locale): ScreenSources {
  const avif = screenWidths.map((w) => `${file(name, locale, w, 'avif')} ${w}w`).join(',');
  return { avif, src: file(name, locale, screenWidths[0], 'webp'), ...screenSize };
}
