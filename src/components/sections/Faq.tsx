import type { FaqView } from '../../content/schemas/faq.ts';
import { keepShortWordsWithNext } from '../../i18n/short-words.ts';

/**
 * The FAQ (docs/design.md, section types): the questions a buyer asks before deciding, each a
 * native `<details>` row (no script) that opens to its answer, closed at every width; the question
 * is the summary's own text, no heading (a button's role flattens one, and the rows are not
 * cards). The product's own questions, then the shared ones (`faqFor`); the answers restate what
 * the site already says (`sources`, tests/unit/faq.test.ts). On phones the heading over the rows;
 * from 64 rem the heading and its intro in the first third, the rows beside it (pages/product.css).
 */
export function Faq({ faq }: { faq: FaqView }) {
  return (
    <section className="faq" aria-labelledby="faq-heading" data-testid="faq">
      <div>
        <h2 id="faq-heading" className="heading-section">
          {keepShortWordsWithNext(faq.heading)}
        </h2>
        <p className="faq-intro">{faq.intro}</p>
      </div>
      <div>
        {faq.items.map((item) => (
          <details key={item.question} className="faq-row" data-testid="faq-item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
