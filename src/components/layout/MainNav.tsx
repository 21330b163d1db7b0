import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { routes, type RouteKey } from '../../routes.ts';
import { cn } from '../../lib/cn.ts';
import { Icon } from '../ui/Icon.tsx';
import { HeadOfficeLines } from './HeadOfficeLines.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { currentMark, navGroups, navLinks } from './nav-model.ts';

/**
 * The site navigation, one markup for both layouts (header.css): above 1028 px a row of links and
 * three dropdowns; at or below, the menu the header's button opens, whose group buttons open the
 * same dropdowns as panels under them, over the rest of its list. All HTML popovers: keyboard,
 * Escape and click-outside work with no JavaScript, and the links are in each page's HTML once.
 */
export function MainNav({ locale, path, primary }: { locale: Locale; path: string | undefined; primary: string }) {
  const t = useTranslations(locale);
  const link = (key: RouteKey) => (
    <a href={pathFor(key, locale)} aria-current={currentMark(key, path)} className="nav-link">
      {t(`nav.${key}`)}
    </a>
  );

  return (
    <nav popover="auto" id="menu" aria-label={t('nav.mainLabel')} className="menu">
      <div className="mb-2 flex items-center justify-between border-b border-line py-3 nav:hidden">
        <Logo className="h-8 w-auto" />
        <div className="flex items-center gap-1">
          {/* The open menu covers the header's switch: the same link here, before the close button. */}
          <LanguageSwitch locale={locale} path={path ?? '/'} label={t('language.switchLabel')} />
          {/* Toggles: the menu is open whenever this button is in view. */}
          <button
            type="button"
            popoverTarget="menu"
            aria-label={t('nav.closeMenu')}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-brand-50"
          >
            <Icon name="x" className="size-6" />
          </button>
        </div>
      </div>
      <ul role="list">
        {/* Search first, where a visitor who opened the menu to find something looks. */}
        <li className="nav:hidden">
          <a href={pathFor('sitemap', locale)} className="nav-link" data-search-open="">
            <Icon name="search" className="size-5" />
            {t('nav.search')}
          </a>
        </li>
        <li className="nav:hidden">{link('home')}</li>
        {navGroups.map((group) => (
          <li key={group.id}>
            <button
              type="button"
              popoverTarget={`nav-${group.id}`}
              className={cn('nav-trigger', group.items.some((key) => routes[key] === path) && 'text-brand-900')}
            >
              {t(`nav.${group.id}`)}
            </button>
            <div popover="auto" id={`nav-${group.id}`} className="nav-popover">
              <ul role="list">
                {group.items.map((key) => (
                  <li key={key}>
                    <a href={pathFor(key, locale)} aria-current={currentMark(key, path)}>
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
          <li key={key}>{link(key)}</li>
        ))}
        {/* Contact too: on a phone the header bar has no room for it beside the menu button. */}
        <li className="nav:hidden">{link('contact')}</li>
        {/* The menu ends with the call to action, as the header bar does. */}
        <li className="nav:hidden">
          <a href={pathFor('contact', locale)} aria-current={currentMark('contact', path)} className="mobile-cta" data-cta="primary">
            {primary}
          </a>
        </li>
        {/* The phone menu's foot: the head office's lines and the e-mail address, compact, under a rule. */}
        <li className="nav:hidden mt-3 border-t border-line pt-3 text-brand-800">
          <HeadOfficeLines locale={locale} />
        </li>
      </ul>
    </nav>
  );
}
