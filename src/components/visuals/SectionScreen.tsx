import type { Locale } from '../../i18n/locales.ts';
import { sectionScreen } from '../../visuals/section-screens.ts';
import { screens } from '../../visuals/screens/index.ts';
import { ProductScreen } from './ProductScreen.tsx';

/**
 * The screen of one product section (visuals/section-screens.ts), lazy: only the open section's
 * image is fetched, when it nears the viewport. Its alternative text names the product, the
 * section (its side-nav title) and the screen's heading, in the page's language.
 */
export function SectionScreen({ sectionId, sectionTitle, locale }: { sectionId: string; sectionTitle: string; locale: Locale }) {
  const name = sectionScreen(sectionId);
  if (!name) return null;
  const { app, title } = screens[name](locale);
  // Short: one per section adds to the page's HTML budget (decision 0035). The Arabic text drops
  // document codes (JV-2026-04518): Latin words are kept out of Arabic copy (latin-allowlist.ts);
  // the section's title keeps the meaning a bare heading loses without them («حفارة» alone).
  const arabicTitle = title
    .split(' ')
    .filter((word) => !/[A-Za-z]/.test(word))
    .join(' ')
    .replace(/ ·$|^· /, '');
  const alt = locale === 'ar' ? `شاشة ${sectionTitle} في ${app}: ${arabicTitle}` : `${app}, ${sectionTitle} screen: ${title}`;
  return <ProductScreen name={name} locale={locale} alt={alt} className="mb-6" />;
}
