import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { routes, type RouteKey } from '../../routes.ts';
import { cn } from '../../lib/cn.ts';
import { Icon } from '../ui/Icon.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { navGroups, navLinks, type NavGroup } from './nav-model.ts';
import { site } from '../../site.config.ts';

interface HeaderProps {
  locale: Locale;
  /** The current page's unlocalized path, e.g. `/aboutus` (undefined on the 404 page). */
  path: string | undefined;
}

/**
 * Site header. Above 1028 px the links and three dropdowns are shown; at or below it a menu
 * button opens a panel with the same links. Dropdowns and the panel are HTML popovers and
 * `<details>` disclosures: keyboard, Escape and click-outside work with no JavaScript.
 */
export function Header({ locale, path }: HeaderProps) {
  const t = useTranslations(locale);
  const current = (key: RouteKey) => (routes[key] === path ? ('page' as const) : undefined);
  const groupIsCurrent = (group: NavGroup) => group.items.some((key) => routes[key] === path);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-18 items-center gap-2 sm:gap-4">
        <a href={pathFor('home', locale)} className="shrink-0 rounded-md" aria-label={t('nav.logoLabel', { brand: site.brand })}>
          <Logo className="h-8 w-auto sm:h-9" />
        </a>

        <nav aria-label={t('nav.mainLabel')} className="ms-auto hidden nav:block" data-testid="desktop-nav">
          <ul className="flex items-center gap-1" role="list">
            {navGroups.map((group) => (
              <li key={group.id}>
                <button
                  type="button"
                  popoverTarget={`nav-${group.id}`}
                  className={cn(
                    'nav-trigger inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-[0.9375rem] font-medium text-ink-soft hover:bg-brand-50 hover:text-brand-900',
                    groupIsCurrent(group) && 'text-brand-900',
                  )}
                  id={`nav-${group.id}-trigger`}
                >
                  {t(`nav.${group.id}`)}
                </button>
                <div popover="auto" id={`nav-${group.id}`} className="nav-popover" data-testid={`nav-${group.id}`}>
                  <ul className={cn('grid gap-0.5', group.items.length > 6 && 'grid-cols-2')} role="list">
                    {group.items.map((key) => (
                      <li key={key}>
                        <a href={pathFor(key, locale)} aria-current={current(key)} className="nav-item">
                          {t(`nav.${key}`)}
                          {group.hints && <small>{t(`navHint.${key}`)}</small>}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
            {navLinks.map((key) => (
              <li key={key}>
                <a href={pathFor(key, locale)} aria-current={current(key)} className="nav-link">
                  {t(`nav.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

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
          <LanguageSwitch locale={locale} path={path ?? '/'} label={t('language.switchLabel')} />
          <a
            href={pathFor('contact', locale)}
            aria-current={current('contact')}
            className="hidden min-h-11 items-center whitespace-nowrap rounded-md bg-accent-700 px-4 text-sm font-semibold text-white hover:bg-accent-800 sm:inline-flex"
            data-cta="primary"
          >
            {t('cta.primary')}
          </a>
          <button
            type="button"
            popoverTarget="mobile-menu"
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line px-3 text-sm font-semibold text-brand-900 nav:hidden"
            data-testid="menu-button"
          >
            <Icon name="menu" className="size-5" />
            <span className="max-sm:sr-only">{t('nav.menu')}</span>
          </button>
        </div>
      </div>

      <div popover="auto" id="mobile-menu" className="mobile-menu nav:hidden" data-testid="mobile-menu">
        <nav aria-label={t('nav.mainLabel')}>
          <div className="flex items-center justify-between border-b border-line pb-3">
            <Logo className="h-8 w-auto" />
            <button
              type="button"
              popoverTarget="mobile-menu"
              popoverTargetAction="hide"
              aria-label={t('nav.closeMenu')}
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-brand-50"
              data-testid="menu-close"
            >
              <Icon name="x" className="size-6" />
            </button>
          </div>
          <ul className="mt-3 grid gap-1" role="list">
            <li>
              <a href={pathFor('home', locale)} aria-current={current('home')} className="mobile-link">
                {t('nav.home')}
              </a>
            </li>
            {navGroups.map((group) => (
              <li key={group.id}>
                <details className="group" data-testid={`mobile-${group.id}`}>
                  <summary className="mobile-link mobile-summary cursor-pointer list-none justify-between">{t(`nav.${group.id}`)}</summary>
                  <ul className="grid gap-0.5 pb-2 ps-4" role="list">
                    {group.items.map((key) => (
                      <li key={key}>
                        <a href={pathFor(key, locale)} aria-current={current(key)} className="mobile-sublink">
                          {t(`nav.${key}`)}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
            <li>
              <a href={pathFor('sitemap', locale)} className="mobile-link" data-search-open="" data-testid="mobile-search-open">
                <Icon name="search" className="size-5" />
                {t('nav.search')}
              </a>
            </li>
            {navLinks.map((key) => (
              <li key={key}>
                <a href={pathFor(key, locale)} aria-current={current(key)} className="mobile-link">
                  {t(`nav.${key}`)}
                </a>
              </li>
            ))}
          </ul>
          {/* The menu ends with the call to action, as the header bar does. */}
          <a
            href={pathFor('contact', locale)}
            aria-current={current('contact')}
            className="mobile-cta"
            data-testid="mobile-cta"
            data-cta="primary"
          >
            {t('cta.primary')}
          </a>
        </nav>
      </div>
    </header>
  );
}
