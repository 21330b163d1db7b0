import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import type { RouteKey } from '../../routes.ts';
import { Icon } from '../ui/Icon.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { MainNav } from './MainNav.tsx';
import { currentMark } from './nav-model.ts';
import { site } from '../../site.config.ts';

interface HeaderProps {
  locale: Locale;
  /** The current page's unlocalized path, e.g. `/aboutus` (undefined on the 404 page). */
  path: string | undefined;
  /** The site's one primary label ("Book a demo" on every page): the header and the open menu say it. */
  primary: string;
}

/**
 * Site header: logo, the navigation (MainNav: links above 1028 px, at or below a menu the button
 * opens), search, language and the primary call to action.
 */
export function Header({ locale, path, primary }: HeaderProps) {
  const t = useTranslations(locale);
  const current = (key: RouteKey) => currentMark(key, path);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="container-page flex h-18 items-center gap-2 sm:gap-4">
        <a href={pathFor('home', locale)} className="shrink-0 rounded-md" aria-label={t('nav.logoLabel', { brand: site.brand })}>
          <Logo className="h-8 w-auto sm:h-9" />
        </a>

        <MainNav locale={locale} path={path} primary={primary} />

        <div className="ms-auto flex items-center gap-1 sm:gap-2 nav:ms-0">
          {/* Without JavaScript a link to the site map; with it, the opener in BaseLayout.astro
              opens the search dialog instead (docs/decisions/0011-site-search.md). */}
          <a
            href={pathFor('sitemap', locale)}
            className="search-open"
            data-search-open=""
            aria-keyshortcuts="/ Control+K Meta+K"
            data-testid="search-open"
          >
            <Icon name="search" className="size-5" />
            <span className="max-nav:sr-only">{t('nav.search')}</span>
          </a>
          <LanguageSwitch locale={locale} path={path ?? '/'} label={t('language.switchLabel')} testId="language-switch" />
          <a
            href={pathFor('contact', locale)}
            aria-current={current('contact')}
            className="hidden min-h-11 items-center whitespace-nowrap rounded-md bg-accent-700 px-4 text-sm font-semibold text-white hover:bg-accent-800 sm:inline-flex"
            data-cta="primary"
          >
            {primary}
          </a>
          <button
            type="button"
            popoverTarget="menu"
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line px-3 text-sm font-semibold text-brand-900 nav:hidden"
            data-testid="menu-button"
          >
            <Icon name="menu" className="size-5" />
            <span className="max-sm:sr-only">{t('nav.menu')}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
