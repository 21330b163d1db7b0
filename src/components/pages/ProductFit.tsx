import type { ProductContent } from '../../content/schemas/product.ts';
import type { Locale } from '../../i18n/locales.ts';
import { keepShortWordsWithNext } from '../../i18n/short-words.ts';
import { RichText } from '../ui/RichText.tsx';
import { StepPath } from '../sections/StepPath.tsx';

/**
 * The section after the side navigation: a section heading, the posting flow across the content's
 * width (the family's documents, the general ledger, its reports: about's step path on the pale
 * panel, side by side from 48rem, posting-flow.css) and under it two labelled notes (who it is
 * for, what is set per country or how it is licensed) in a row of two columns from 48rem, their
 * labels run in on phones. Laid out in pages/product.css.
 */
export function ProductFit({ fit, locale }: { fit: ProductContent['fit']; locale: Locale }) {
  return (
    <section className="product-fit" aria-labelledby="product-fit" data-testid="product-fit">
      <h2 id="product-fit" className="heading-section">
        {keepShortWordsWithNext(fit.heading)}
      </h2>
      <StepPath
        className="posting-flow"
        small
        steps={fit.flow.map((step) => ({
          title: <RichText text={step.title} locale={locale} />,
          text: <RichText text={step.text} locale={locale} />,
        }))}
      />
      <div className="product-fit-notes md:grid-cols-2">
        {fit.notes.map((note) => (
          <p key={note.label} data-testid="product-fit-note">
            <b>{note.label}</b> <RichText text={note.text} locale={locale} />
          </p>
        ))}
      </div>
    </section>
  );
}
