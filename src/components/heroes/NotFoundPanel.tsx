import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import type { RouteKey } from '../../routes.ts';
import { Icon } from '../ui/Icon.tsx';

const suggestions: readonly RouteKey[] = ['home', 'solutions', 'financial', 'partnersFinder', 'careers', 'contact'];

/**
 * The 404 page's ways on, under its lead in the hero's text column (decision 0036): no caption,
 * the heading above says what happened (decision 0061); the site search (without JavaScript a
 * link to the site map, with it the search dialog: decision 0011) and the pages people most
 * often look for, two a row at every width (on a phone too, so the map beside them on wider
 * screens does not push the page's foot down).
 */
export function NotFoundPanel({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <div className="not-found-panel grid gap-4" data-testid="not-found-panel">
      <a
        href={pathFor('sitemap', locale)}
        className="flex min-h-12 items-center gap-3 rounded-md border border-line bg-white px-4 text-ink-muted shadow-card hover:bg-brand-50"
        data-search-open=""
        data-testid="not-found-search"
      >
        <Icon name="search" className="size-5 shrink-0" />
        <span>{t('search.label')}</span>
      </a>
      <ul className="grid grid-cols-2 gap-2" role="list">
        {suggestions.map((key) => (
          <li key={key}>
            <a
              href={pathFor(key, locale)}
              className="not-found-link flex h-full min-h-11 items-center justify-between gap-2 rounded-md border border-line bg-white px-3.5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t(`nav.${key}`)}
              <Icon name="arrow-right" className="icon-directional size-4" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
