import type { ProductContent } from '../../content/schemas/product.ts';
import type { Locale } from '../../i18n/locales.ts';
import { RichText } from '../ui/RichText.tsx';

/**
 * The row under the side navigation: how the family connects to the others and what is set per
 * country, as short labelled lines (the intro panel stays a lead and three bullets). The ruled
 * row of the sector pages' systems list (product-panels.css), no styles of its own.
 */
export function ProductFit({ fit, locale }: { fit: ProductContent['fit']; locale: Locale }) {
  return (
    <section className="software-item product-fit mt-10" aria-labelledby="product-fit" data-testid="product-fit">
      <h2 id="product-fit" className="heading-card">
        {fit.heading}
      </h2>
      <dl className="software-text grid gap-3">
        {fit.items.map((item) => (
          <div key={item.label}>
            <dt className="font-semibold text-ink">{item.label}</dt>
            <dd>
              <RichText text={item.text} locale={locale} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
