import type { Branch } from '../../content/schemas/contact.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { Icon } from '../ui/Icon.tsx';
import type { IconName } from '../../content/icon-names.ts';
import { BranchMapDrawing } from './BranchMap.tsx';
import { HeroPanel } from './HeroPanel.tsx';

/** The four product families, named as the menu names them (the About content's second paragraph). */
const families: readonly { key: 'financial' | 'distribution' | 'hr' | 'featured'; icon: IconName }[] = [
  { key: 'financial', icon: 'landmark' },
  { key: 'distribution', icon: 'truck' },
  { key: 'hr', icon: 'users' },
  { key: 'featured', icon: 'sparkles' },
];

/** What the families share, in the order the line names it. */
const sharedParts = ['database', 'permissions', 'reports'] as const;

/**
 * The About hero (decision 0050, amended): what the About content says, drawn — the product
 * families standing on one platform (one database, one permission model, one reporting engine),
 * and the branches on the contact page's map, each city and country labelled in the page's
 * language, the head office in the accent colour.
 * No number, client or fact the page does not state. Decorative: the paragraphs below say it all.
 */
export function PlatformFamilies({ branches, locale }: { branches: readonly Branch[]; locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <HeroPanel title={t('heroes.platform')} meta={t('heroes.branches', { count: branches.length })} decorative testId="about-platform">
      <div className="grid gap-3 pb-4">
        <ul className="grid grid-cols-2 gap-3" role="list">
          {families.map((f) => (
            <li key={f.key} className="flex items-center gap-3">
              {/* Below 40 rem the icon goes, so each family's name keeps one line in both languages. */}
              <span className="grid size-10 shrink-0 place-items-center rounded-md bg-brand-50 text-brand-700 max-sm:hidden">
                <Icon name={f.icon} className="size-5" />
              </span>
              <span className="text-sm font-semibold whitespace-nowrap text-brand-900">{t(`nav.${f.key}`)}</span>
            </li>
          ))}
        </ul>
        {/* One line from 40rem, its parts parted by dots; on phones one part a line, no dot
            (wrapped, a dot began the second line). */}
        <p className="platform-shared rounded-md bg-brand-800 px-4 py-3 text-center text-sm font-semibold text-white">
          {sharedParts.map((part, i) => (
            <span key={part} className={i > 0 ? 'dot-before whitespace-nowrap max-sm:block' : 'whitespace-nowrap max-sm:block'}>
              {t(`heroes.platformShared.${part}`)}
            </span>
          ))}
        </p>
      </div>
      {/* On the families' edges, so the map lines up with the grid above it; its key as the contact page's. */}
      <BranchMapDrawing branches={branches} locale={locale} />
      <p className="hero-panel-foot">
        <span className="hero-panel-key hero-panel-key-head">{t('heroes.headOffice')}</span>
        <span className="hero-panel-key">{t('heroes.branch')}</span>
      </p>
    </HeroPanel>
  );
}
