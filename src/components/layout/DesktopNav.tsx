import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { routes, type RouteKey } from '../../routes.ts';
import { cn } from '../../lib/cn.ts';
import { currentMark, navGroups, navLinks, type NavGroup } from './nav-model.ts';

/**
 * The header's links and three dropdowns, shown above 1028 px. The dropdowns are HTML popovers:
 * keyboard, Escape and click-outside work with no JavaScript.
 */
export function DesktopNav({ locale, path }: { locale: Locale; path: string | undefined }) {
  const t = useTranslations(locale);
  const current = (key: RouteKey) => currentMark(key, path);
  const groupIsCurrent = (group: NavGroup) => group.items.some((key) => routes[key] === path);

  return (
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
  );
}
