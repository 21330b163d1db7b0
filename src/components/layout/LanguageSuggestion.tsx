import { localeInfo, type Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { cn } from '../../lib/cn.ts';
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
      // Arabic offered on an English page, whose Arabic face is not loaded: the platform's UI font,
      // whose spaces do not change when Inter arrives (the arrow after the link would move).
      className={cn('border-b border-brand-100 bg-brand-50', locale === 'ar' && 'font-system')}
      aria-label={t('language.switchLabel')}
    >
      {/* One row: the globe, the sentence and its link together at the start edge, the dismiss
          button at the end; on phones the sentence stays for screen readers, the link says it all.
          A text link, not a filled button: it must not compete with the header's call to action. */}
      <div className="container-page flex items-center gap-x-3 text-sm text-brand-900" data-testid="lang-suggestion-row">
        <Icon name="globe" className="size-4 shrink-0 text-brand-700" />
        <p className="max-sm:sr-only">{t('language.suggestion')}</p>
        <a href={href} hrefLang={locale} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline">
          {t('language.suggestionSwitch')}
          <Icon name="arrow-right" className="icon-directional size-4" />
        </a>
        <button
          type="button"
          id="lang-suggestion-dismiss"
          aria-label={t('language.suggestionDismiss')}
          className="ms-auto inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-brand-100"
        >
          <Icon name="x" className="size-5" />
        </button>
      </div>
    </section>
  );
}
