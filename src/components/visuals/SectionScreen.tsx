import type { Locale } from '../../i18n/locales.ts';
import { sectionScreen } from '../../visuals/section-screens.ts';
import { screens } from '../../visuals/screens/index.ts';
import { ProductScreen } from './ProductScreen.tsx';
import { cn } from '../../lib/cn.ts';

interface Props {
  sectionId: string;
  sectionTitle: string;
  /** The section's own description of its screen (`imageAlt` in products/*.json). */
  imageAlt?: string | undefined;
  locale: Locale;
  /** Under its section's text (the intro's lead) from 48 rem, a gap above; below, under the section's lead as every section's (product-panels.css). */
  lead?: boolean;
}

/**
 * The screen of one product section (visuals/section-screens.ts), lazy: only the open section's
 * image is fetched, when it nears the viewport. Its alternative text is the section's `imageAlt`,
 * which says what the screen shows; without one, a generic text from the screen's heading.
 */
export function SectionScreen({ sectionId, sectionTitle, imageAlt, locale, lead = false }: Props) {
  const name = sectionScreen(sectionId);
  if (!name) return null;
  const alt = imageAlt ?? genericAlt(screens[name](locale).title, sectionId, sectionTitle, locale);
  // At most 42rem wide, from 80rem its column (the hero screen's, about 43rem at 1280): its 10 px text at about 13 px, under the panel's copy (product-panels.css).
  return <ProductScreen name={name} locale={locale} alt={alt} className={cn('mb-6 max-w-2xl xl:max-w-none', lead && 'md:mt-6')} />;
}

/**
 * "ASCON <section> screen: <heading>", the section left out where it would repeat itself (an
 * introduction, or a heading that already names it). Short: one per section adds to the page's
 * HTML budget (decision 0035). The Arabic drops document codes (JV-2026-04518): Latin words are
 * kept out of Arabic copy (latin-allowlist.ts); the section's title, in brackets so that it needs
 * no case ending after «شاشة», keeps the meaning a bare heading loses without them («حفارة» alone).
 */
export function genericAlt(title: string, sectionId: string, sectionTitle: string, locale: Locale): string {
  const heading =
    locale === 'ar'
      ? title
          .split(' ')
          .filter((word) => !/[A-Za-z]/.test(word))
          .join(' ')
          .replace(/ ·$|^· /, '')
      : title;
  const named = sectionId.endsWith('-intro') || title.toLowerCase().includes(sectionTitle.replaceAll('\u2060', '').toLowerCase());
  if (locale === 'ar') return named ? `شاشة من أسكون: ${heading}` : `شاشة من أسكون (${sectionTitle}): ${heading}`;
  return named ? `ASCON screen: ${title}` : `ASCON ${sectionTitle} screen: ${title}`;
}
