import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { Icon } from '../ui/Icon.tsx';
import type { IconName } from '../../content/icon-names.ts';
import { HeroPanel } from '../heroes/HeroPanel.tsx';

/** The four product families, named as the menu names them (the About content's second paragraph). */
const families: readonly { key: 'financial' | 'distribution' | 'hr' | 'featured'; icon: IconName }[] = [
  { key: 'financial', icon: 'landmark' },
  { key: 'distribution', icon: 'truck' },
  { key: 'hr', icon: 'users' },
  { key: 'featured', icon: 'sparkles' },
];

/** The platform under them, top layer first: reports read what the permissions let through, from the one database. */
const layers: readonly { key: 'reports' | 'permissions' | 'database'; icon: IconName }[] = [
  { key: 'reports', icon: 'bar-chart' },
  { key: 'permissions', icon: 'shield-check' },
  { key: 'database', icon: 'database' },
];

/**
 * About's "Platform capabilities" (decision 0050, amended): the platform its intro names, drawn as
 * the system's architecture — the four product families standing on one platform of three layers
 * (one reporting engine, one permission model, one database), darkening to the foundation — beside
 * the capabilities it carries. It was the About hero until the hero became the branch map: the
 * page that says "in the region" draws the region. No number, client or fact the page does not
 * state. Decorative: "Who we are" says it in words.
 */
export function PlatformFamilies({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <HeroPanel title={t('heroes.platform')} decorative testId="about-platform">
      <ul className="platform-families grid grid-cols-2 gap-2 sm:gap-3" role="list">
        {families.map((f) => (
          <li key={f.key} className="platform-family">
            <Icon name={f.icon} className="size-5 shrink-0 text-brand-700" />
            <span className="text-sm font-semibold text-brand-900 sm:whitespace-nowrap">{t(`nav.${f.key}`)}</span>
          </li>
        ))}
      </ul>
      {/* One block of layers touching, the foundation darkest: a stack, not three buttons. */}
      <ol className="platform-layers" role="list">
        {layers.map((layer) => (
          <li key={layer.key}>
            <Icon name={layer.icon} className="size-4 shrink-0" />
            {t(`heroes.platformShared.${layer.key}`)}
          </li>
        ))}
      </ol>
    </HeroPanel>
  );
}
