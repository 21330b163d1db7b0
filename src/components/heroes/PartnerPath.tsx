import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { tierBadge, type PartnerTier } from '../ui/tier-badge.ts';
import { HeroPanel } from './HeroPanel.tsx';

const steps = ['Apply', 'Certify', 'Level'] as const;
const levels: readonly PartnerTier[] = ['platinum', 'gold', 'silver'];

/**
 * The partner programme's hero (decision 0061): the way to a level — apply, get certified, start
 * at a level — as three numbered steps on one line, like a record's progress in the product
 * screens. The levels themselves are the table right below it, so the drawing names them only as
 * the path's end (their badges, from the table's rows). Decorative: the page says the same.
 */
export function PartnerPath({ locale, tierNames }: { locale: Locale; tierNames: readonly string[] }) {
  const t = useTranslations(locale);
  return (
    <HeroPanel title={t('heroes.partnerPath')} decorative testId="partner-path">
      <ol className="partner-path grid gap-4 py-2" role="list">
        {steps.map((step, i) => (
          <li key={step} className="partner-path-step">
            <span className="grid size-8 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">{i + 1}</span>
            <span className="grid gap-1">
              <span className="font-semibold text-brand-900">{t(`heroes.path${step}`)}</span>
              <span className="text-sm text-ink-soft">{t(`heroes.path${step}Text`)}</span>
              {step === 'Level' && (
                <span className="flex flex-wrap gap-2 pt-1">
                  {levels.map((tier, n) => (
                    <span key={tier} className={tierBadge(tier)}>
                      {tierNames[n]}
                    </span>
                  ))}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </HeroPanel>
  );
}
