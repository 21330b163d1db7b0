import { localeInfo, type Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { Icon } from '../ui/Icon.tsx';

interface LanguageSuggestionProps {
  /** The language being suggested; the banner is written in it. */
  locale: Locale;
  href: string;
}

/**
 * A dismissible hint for first-time visitors whose browser prefers the other language, written
 * in that language (its own `lang` and `dir`). Rendered hidden at the top of the page, in flow:
 * the inline script that follows it in BaseLayout reveals it before the first paint, so it
 * pushes nothing down after the page is shown and covers nothing at any scroll position
 * (decision 0036). There is no automatic redirect on Accept-Language (decision 0001).
 */
export function LanguageSuggestion({ locale, href }: LanguageSuggestionProps) {
  const t = useTranslations(locale);
  return (
    <section
      id="lang-suggestion"
      hidden
      data-locale={locale}
      lang={locale}
      dir={localeInfo[locale].dir}
      className="border-b border-brand-100 bg-brand-50"
      aria-label={t('language.switchLabel')}
    >
      {/* One row on phones: the sentence stays for screen readers, the link says it all. */}
      <div className="container-page flex items-center gap-x-4 py-2 text-sm text-brand-900" data-testid="lang-suggestion-row">
        <p className="min-w-0 flex-1 max-sm:sr-only">{t('language.suggestion')}</p>
        <a
          href={href}
          hrefLang={locale}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-800 px-4 font-semibold text-white hover:bg-brand-900 max-sm:me-auto"
        >
          {t('language.suggestionSwitch')}
        </a>
        <button
          type="button"
          id="lang-suggestion-dismiss"
          aria-label={t('language.suggestionDismiss')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-brand-100"
        >
          <Icon name="x" className="size-5" />
        </button>
      </div>
    </section>
  );
}
