import type { ProductContent } from '../../content/schemas/product.ts';
import type { Locale } from '../../i18n/locales.ts';
import { RichText } from '../ui/RichText.tsx';
import { StepPath } from '../sections/StepPath.tsx';

/**
 * The row under the side navigation: its own title, the posting flow (the family's documents, the
 * general ledger, its reports: about's step path on the pale panel, side by side from 48rem,
 * posting-flow.css) and one labelled note (what is set per country, who it is for, licensing),
 * its label run in on phones. The sector pages' ruled row (.software-item), laid out in
 * pages/product.css.
 */
export function ProductFit({ fit, locale }: { fit: ProductContent['fit']; locale: Locale }) {
  return (
    <section className="software-item product-fit mt-10" aria-labelledby="product-fit" data-testid="product-fit">
      <h2 id="product-fit" className="heading-card">
        {fit.heading}
      </h2>
      <StepPath
        className="posting-flow"
        small
        steps={fit.flow.map((step) => ({
          title: <RichText text={step.title} locale={locale} />,
          text: <RichText text={step.text} locale={locale} />,
        }))}
      />
      <p className="software-text" data-testid="product-fit-note">
        <b>{fit.note.label}</b> <RichText text={fit.note.text} locale={locale} />
      </p>
    </section>
  );
}
