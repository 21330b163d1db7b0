import type { AboutContent } from '../../content/schemas/about.ts';
import type { Locale } from '../../i18n/locales.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { site } from '../../site.config.ts';
import { StepPath } from './StepPath.tsx';

/** Years in operation at build time, from the claim foundingYear (the footer keeps the year itself). */
const yearsInOperation = new Date().getFullYear() - site.foundingYear;

/**
 * Beside "Who we are" on /aboutus: the years in operation as the statements' figure (a heavy navy
 * rule, the number large, its unit beside it), then how a project is delivered, the stages the
 * third paragraph names, numbered on one rail (StepPath, the partner programme's path too), as a
 * record's progress in the product screens (not cards). No date or place is drawn that the copy does not state.
 */
export function DeliveryPath({ delivery, locale }: { delivery: AboutContent['delivery']; locale: Locale }) {
  return (
    <div className="delivery" data-testid="delivery">
      <p className="delivery-years" data-testid="years">
        <b>{yearsInOperation}</b> {interpolate(delivery.years, { years: yearsInOperation }, locale)}
      </p>
      <h3 className="font-semibold text-brand-900">{delivery.heading}</h3>
      <StepPath steps={delivery.stages.map((title) => ({ title }))} />
    </div>
  );
}
