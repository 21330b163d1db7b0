import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { claims } from '../../site.config.ts';
import { Icon } from '../ui/Icon.tsx';
import type { IconName } from '../../content/icon-names.ts';
import { HeroPanel } from './HeroPanel.tsx';

/** The four product families, named as the menu names them (the About content's second paragraph), each with the menu's hint. */
const families: readonly { key: 'financial' | 'distribution' | 'hr' | 'featured'; icon: IconName }[] = [
  { key: 'financial', icon: 'landmark' },
  { key: 'distribution', icon: 'truck' },
  { key: 'hr', icon: 'users' },
  { key: 'featured', icon: 'sparkles' },
];

/** What the families share (the second paragraph's last sentence): one reporting engine, one permission model, one database. */
const shared: readonly { key: 'reports' | 'permissions' | 'database'; icon: IconName }[] = [
  { key: 'reports', icon: 'bar-chart' },
  { key: 'permissions', icon: 'shield-check' },
  { key: 'database', icon: 'database' },
];

/**
 * About's hero (decision 0050, superseded 2026-11-29): who the company is, from what the page
 * states — one platform at the centre (the navy core: one reporting engine, one permission model,
 * one database) and the four product families around it, two over it and two under it, each joined
 * to it by a rule; captioned with the branch countries' count and the founding year, and footed
 * with the authorities the compliance strip works with, as its stamps. The map is Contact's: About
 * says who, Contact says where to call. Drawn in HTML in the product screens' language (white
 * tiles on the hero's tint, a navy core), so it mirrors in Arabic and its words are the page's.
 */
export function PlatformHub({ locale, authorities }: { locale: Locale; authorities: readonly string[] }) {
  const t = useTranslations(locale);
  const countries = t('heroes.countries', { count: claims.officeCountries });
  const label = t('heroes.platformHub', {
    brand: t('heroes.platform'),
    countries,
    authorities: authorities.join(locale === 'ar' ? '، ' : ', '),
  });
  const tile = (f: (typeof families)[number]) => (
    <li key={f.key} className="platform-hub-family" data-family={f.key}>
      <Icon name={f.icon} className="platform-hub-icon" />
      <span className="platform-hub-name">{t(`nav.${f.key}`)}</span>
      <span className="platform-hub-hint">{t(`navHint.${f.key}`)}</span>
    </li>
  );
  return (
    <HeroPanel title={t('heroes.platform')} meta={`${countries} · ${t('heroes.since')}`} label={label} testId="about-platform">
      <div className="platform-hub">
        <ul className="platform-hub-families" role="list">
          {families.slice(0, 2).map(tile)}
        </ul>
        <ul className="platform-hub-core" role="list">
          {shared.map((s) => (
            <li key={s.key}>
              <Icon name={s.icon} className="size-4 shrink-0" />
              {t(`heroes.platformShared.${s.key}`)}
            </li>
          ))}
        </ul>
        <ul className="platform-hub-families platform-hub-families-under" role="list">
          {families.slice(2).map(tile)}
        </ul>
      </div>
      <p className="hero-panel-foot platform-hub-foot" aria-hidden="true">
        {authorities.map((a) => (
          <span key={a} className="stamp">
            {a}
          </span>
        ))}
      </p>
    </HeroPanel>
  );
}
