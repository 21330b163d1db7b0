import type { Locale } from '../../i18n/locales.ts';
import {
  cardScale,
  cardSize,
  heroScreenNames,
  phoneScale,
  screenSize,
  screenWidths,
  sectionSize,
  type ScreenName,
} from '../../visuals/names.ts';
import { hasPhoneCanvas } from '../../visuals/phone-canvases.ts';
import phoneHeights from '../../assets/visuals/phone-heights.json' with { type: 'json' };
import sectionHeights from '../../assets/visuals/section-heights.json' with { type: 'json' };
import cardCrops from '../../assets/visuals/card-crops.json' with { type: 'json' };

/** The files of one product screen in one language, ready for a <picture>. */
export interface ScreenSources {
  /** AVIF at 1× and 2× (768w, 1280w): what every current browser picks. Absent for a section screen. */
  avif?: string;
  /**
   * The 1× WebP, the fallback for browsers without AVIF (a 2× one would cost HTML bytes); for a
   * section screen, its only desktop file, the 2× AVIF (decision 0035).
   */
  src: string;
  width: number;
  height: number;
  /**
   * The phone canvas (names.ts `phoneSize`) at 2×, AVIF: served under 480 px (decision 0035);
   * absent for a screen no page shows there (phone-canvases.ts).
   */
  phone?: string;
  /** Its height in CSS px: fitted to the screen's content, at most `phoneSize.height` (decision 0039). */
  phoneHeight?: number;
  /** Its width in CSS px where it is not the phone canvas's (a family card's crop). */
  phoneWidth?: number;
}

// Vite fingerprints each file, so the server caches them as immutable. Build-time only: the
// slider island receives resolved ScreenSources, never this map.
const files = import.meta.glob<string>('../../assets/visuals/*.{avif,webp}', { query: '?url', import: 'default', eager: true });

function file(name: ScreenName, locale: Locale, variant: number | 'phone' | 'card' | 'card-phone', format: 'avif' | 'webp'): string {
  const url = files[`../../assets/visuals/${name}.${locale}.${variant}.${format}`];
  if (!url) throw new Error(`Missing product screen ${name}.${locale}.${variant}.${format}: run npm run visuals`);
  return url;
}

function phoneSources(name: ScreenName, locale: Locale): Pick<ScreenSources, 'phone' | 'phoneHeight'> {
  const phoneHeight = (phoneHeights as Record<string, number>)[`${name}.${locale}`];
  if (!phoneHeight) throw new Error(`No phone canvas height for ${name}.${locale}: run npm run visuals`);
  return { phone: `${file(name, locale, 'phone', 'avif')} ${phoneScale}x`, phoneHeight };
}

/** The screen rendered in the page's language: Arabic pages get the right-to-left screen. */
export function screenSources(name: ScreenName, locale: Locale): ScreenSources {
  const phone = hasPhoneCanvas(name) ? phoneSources(name, locale) : {};
  if (!(heroScreenNames as readonly string[]).includes(name)) {
    // Its window ends under its last block (scripts/visuals.ts), so its height is its own.
    const height = (sectionHeights as Record<string, number>)[`${name}.${locale}`];
    if (!height) throw new Error(`No window height for the section screen ${name}.${locale}: run npm run visuals`);
    return { src: file(name, locale, screenWidths[1], 'avif'), width: sectionSize.width, height, ...phone };
  }
  const avif = screenWidths.map((w) => `${file(name, locale, w, 'avif')} ${w}w`).join(',');
  return { avif, src: file(name, locale, screenWidths[0], 'webp'), ...screenSize, ...phone };
}

/**
 * A /solutions family card's crop of the screen (names.ts `cardSize`, rendered at `cardScale`):
 * the desktop layout's, and the phone layout's where the card is narrow (FamilyCards.tsx).
 */
export function cardSources(name: ScreenName, locale: Locale): ScreenSources {
  const crop = (layout: 'desktop' | 'phone') => {
    const found = (cardCrops as Record<string, { height: number }>)[`${name}.${locale}.${layout}`];
    if (!found) throw new Error(`No card crop for ${name}.${locale}.${layout}: run npm run visuals`);
    return found.height;
  };
  return {
    src: file(name, locale, 'card', 'avif'),
    width: cardSize.desktop,
    height: crop('desktop'),
    phone: `${file(name, locale, 'card-phone', 'avif')} ${cardScale}x`,
    phoneWidth: cardSize.phone,
    phoneHeight: crop('phone'),
  };
}
