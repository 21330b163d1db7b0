import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { StepPath } from './StepPath.tsx';

const steps = ['Apply', 'Certify', 'Level'] as const;

/**
 * The way to a partner level — apply, get certified, start at a level — on /PartnersInfo after the
 * levels' table and their details, right before the closing band that asks to apply: drawn as
 * about's delivery stages are (StepPath: numbered discs on one rail, side by side from 48rem,
 * styles/partner-path.css), each step with one line on what it takes, restating only what the
 * page says (the call to apply, the certified staff a level sets, its territory and source-code
 * access). A section of its own, in the site's section spacing (Section.tsx), not a tail of the
 * details above it.
 */
export function PartnerPath({ locale }: { locale: Locale }) {
  const t = useTranslations(locale);
  return (
    <section aria-labelledby="partner-path-heading" data-testid="partner-path" className="container-page py-10 md:py-20">
      <h2 id="partner-path-heading" className="heading-section mb-6 md:mb-10">
        {t('heroes.partnerPath')}
      </h2>
      <StepPath
        className="partner-path"
        steps={steps.map((step) => ({ title: t(`heroes.path${step}`), text: t(`heroes.path${step}Text`) }))}
      />
    </section>
  );
}
