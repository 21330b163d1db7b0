import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { StepPath } from '../sections/StepPath.tsx';
import { HeroPanel } from './HeroPanel.tsx';

const steps = ['Apply', 'Certify', 'Level'] as const;

/**
 * The partner programme's hero: the way to a level — apply, get certified, start at a level —
 * drawn as about's delivery stages are (StepPath: numbered discs on one rail, larger here), each
 * step with one line on what it takes, restating only what the page says (the call to apply, the
 * certified staff a level sets, its territory and source-code access). The levels themselves are
 * the table's, right below: not drawn here.
 */
export function PartnerPath({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <HeroPanel title={t('heroes.partnerPath')} testId="partner-path">
      <StepPath
        className="partner-path"
        steps={steps.map((step) => ({ title: t(`heroes.path${step}`), text: t(`heroes.path${step}Text`) }))}
      />
    </HeroPanel>
  );
}
