import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import type { RouteKey } from '../../routes.ts';
import { Icon } from '../ui/Icon.tsx';

/** The pages people most often look for, where the site holds them: the financial systems under the solutions. */
const tree: readonly { key: RouteKey; children?: readonly RouteKey[] }[] = [
  { key: 'solutions', children: ['financial'] },
  { key: 'partnersFinder' },
  { key: 'careers' },
  { key: 'contact' },
];

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

function PageLink({ page, locale }: { page: RouteKey; locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <a href={pathFor(page, locale)} className="not-found-link">
      {t(`nav.${page}`)}
      <Icon name="arrow-right" className="icon-directional size-4 shrink-0" />
    </a>
  );
}

/**
 * The 404 page's other ways on, in the hero's picture column, drawn as the site's tree: the home
 * page at its root, the pages people most often look for on its branches (the drawing the issue
 * asks of every company page, and here it has a job: each node is a link). No caption: the heading
 * says what happened (decision 0061).
 */
export function NotFoundPanel({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <nav className="site-tree" data-testid="not-found-panel" aria-label={t('notFound.pages')}>
      <PageLink page="home" locale={locale} />
      <ul role="list">
        {tree.map(({ key, children }) => (
          <li key={key}>
            <PageLink page={key} locale={locale} />
            {children && (
              <ul role="list">
                {children.map((child) => (
                  <li key={child}>
                    <PageLink page={child} locale={locale} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
