import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { PartnerLevels, type PartnerLevel } from '../sections/PartnerLevels.tsx';
import { HeroPanel } from './HeroPanel.tsx';

const steps = ['Apply', 'Certify', 'Level'] as const;

/**
 * The partner programme's hero (decision 0061): the levels' territories drawn one inside the
 * other (PartnerLevels.tsx, the finder's and the home's drawing), and under them the way to a
 * level — apply, get certified, start at a level — as three numbered steps on one rail, like a
 * record's progress in the product screens. Decorative: the levels table right below says it all.
 */
export function PartnerPath({ locale, levels }: { locale: Locale; levels: readonly PartnerLevel[] }) {
  const t = useTranslations(locale);
  return (
    <HeroPanel title={t('heroes.partnerPath')} decorative testId="partner-path">
      <PartnerLevels levels={levels} />
      <ol className="partner-path" role="list">
        {steps.map((step, i) => (
          <li key={step} className="partner-path-step">
            <span className="partner-path-number">{i + 1}</span>
            <span className="font-semibold text-brand-900">{t(`heroes.path${step}`)}</span>
          </li>
        ))}
      </ol>
    </HeroPanel>
  );
}
