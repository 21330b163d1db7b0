import type { AboutContent } from '../../content/schemas/about.ts';
import { StepPath } from './StepPath.tsx';

/**
 * Beside "Who we are" on /aboutus: how a project is delivered, the stages the third paragraph
 * names, numbered on one rail (StepPath, the partner programme's path too), as a record's progress
 * in the product screens (not cards). The years in operation lead the page's facts under the hero.
 */
export function DeliveryPath({ delivery }: { delivery: AboutContent['delivery'] }) {
  return (
    <div className="delivery" data-testid="delivery">
      <h3 className="font-semibold text-brand-900">{delivery.heading}</h3>
      <StepPath steps={delivery.stages.map((title) => ({ title }))} />
    </div>
  );
}
