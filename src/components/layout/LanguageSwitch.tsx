import { localeInfo, otherLocale, type Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import { Icon } from '../ui/Icon.tsx';

/**
 * Goes to the same page in the other language. The `?lng=` query makes the server store the
 * choice in the `i18next` cookie and redirect to the clean URL, so it works without JavaScript.
 */
export function LanguageSwitch({
  locale,
  path,
  label,
  testId,
}: {
  locale: Locale;
  path: string;
  label: string;
  /** The header's own switch has one; the menu's is found inside the menu. */
  testId?: string;
}) {
  const target = otherLocale(locale);
  return (
    <a
      href={`${localizePath(path, target)}?lng=${target}`}
      hrefLang={target}
      lang={target}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold sm:px-3 text-brand-800 hover:bg-brand-50"
      data-testid={testId}
    >
      <Icon name="globe" className="size-4" />
      {/* One text, not three React joins with comment markers between them in the HTML. */}
      <span className="sr-only" lang={locale}>{`${label}: `}</span>
      {/* «English» on Arabic pages is in Inter, preloaded there; «العربية» on English pages in
          the platform font, not worth the Arabic web font on every first screen (0009). «English»
          keeps Inter's width (55 px) before Inter arrives: a preload that lands after the first
          paint swapped a narrower fallback for it and shifted the header's buttons (CLS). */}
      <span className={target === 'ar' ? 'font-system' : 'inline-block w-13'}>{localeInfo[target].nativeName}</span>
    </a>
  );
}
