import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import type { RouteKey } from '../../routes.ts';
import { Icon } from '../ui/Icon.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { currentMark, navGroups, navLinks } from './nav-model.ts';

/**
 * The menu panel at or below 1028 px: an HTML popover with the desktop header's links (and
 * Contact), its groups as `<details>` disclosures, so it works with no JavaScript.
 */
export function MobileMenu({ locale, path, primary }: { locale: Locale; path: string | undefined; primary: string }) {
  const t = useTranslations(locale);
  const current = (key: RouteKey) => currentMark(key, path);

  return (
    <div popover="auto" id="mobile-menu" className="mobile-menu nav:hidden" data-testid="mobile-menu">
      <nav aria-label={t('nav.mainLabel')}>
        <div className="flex items-center justify-between border-b border-line pb-3">
          <Logo className="h-8 w-auto" />
          <div className="flex items-center gap-1">
            {/* The open menu covers the header's switch: the same link here, before the close button. */}
            <LanguageSwitch locale={locale} path={path ?? '/'} label={t('language.switchLabel')} testId="menu-language-switch" />
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
        </div>
        <ul className="mt-3 grid gap-1" role="list">
          {/* Search first, where a visitor who opened the menu to find something looks. */}
          <li>
            <a href={pathFor('sitemap', locale)} className="mobile-link" data-search-open="" data-testid="mobile-search-open">
              <Icon name="search" className="size-5" />
              {t('nav.search')}
            </a>
          </li>
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
          {/* Contact too: on a phone the header bar has no room for it beside the menu button. */}
          {[...navLinks, 'contact' as const].map((key) => (
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
          {primary}
        </a>
      </nav>
    </div>
  );
}
