import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import type { RouteKey } from '../../routes.ts';
import { Icon } from '../ui/Icon.tsx';

const suggestions: readonly RouteKey[] = ['home', 'solutions', 'financial', 'partnersFinder', 'careers', 'contact'];

/**
 * The 404 page's site search, under its lead in the hero's text column (decision 0036): without
 * JavaScript a link to the site map, with it the search dialog (decision 0011).
 */
export function NotFoundSearch({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <a
      href={pathFor('sitemap', locale)}
      className="mt-6 flex min-h-12 items-center gap-3 rounded-md border border-line bg-white px-4 text-ink-muted shadow-card hover:bg-brand-50"
      data-search-open=""
      data-testid="not-found-search"
    >
      <Icon name="search" className="size-5 shrink-0" />
      <span>{t('search.label')}</span>
    </a>
  );
}

/**
 * The 404 page's other ways on, in the hero's picture column: the pages people most often look
 * for, two a row at every width. No caption: the heading says what happened (decision 0061), and
 * a drawing here (the branch map until 2026-11-29) had no job on an error page.
 */
export function NotFoundPanel({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <ul className="grid w-full grid-cols-2 content-center gap-2" role="list" data-testid="not-found-panel">
      {suggestions.map((key) => (
        <li key={key}>
          <a
            href={pathFor(key, locale)}
            className="not-found-link flex h-full min-h-14 items-center justify-between gap-2 rounded-md border border-line bg-white px-4 font-semibold text-brand-800 shadow-card hover:bg-brand-50"
          >
            {t(`nav.${key}`)}
            <Icon name="arrow-right" className="icon-directional size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
