import type { z } from 'zod';
import type { feature } from '../../content/schemas/primitives.ts';
import type { Locale } from '../../i18n/locales.ts';
import { RichText } from '../ui/RichText.tsx';

type Feature = z.infer<typeof feature>;

/**
 * The solutions hub's platform services (decision 0045): the sector pages' feature blocks
 * (styles/feature-blocks.css), so on phones and tablets each service is a row that opens to its
 * text and from 64 rem a card shown open. The first (the reporting panel) spans the row, its title
 * over the first column and its text beside it, starting level with the second column's text and
 * no wider than 36rem, so its lines keep the others' measure; the other six form two rows of three.
 * /aboutus' activities are the same rows without a lead card (`lead={false}`): six, two rows of three.
 */
export function PlatformServices({
  cards,
  locale,
  lead = true,
  testId = 'solution-page-cards',
}: {
  cards: readonly Feature[];
  locale: Locale;
  lead?: boolean;
  testId?: string;
}) {
  return (
    <div className="grid lg:grid-cols-3 lg:gap-5" data-testid={testId}>
      {cards.map((card, i) => (
        <details key={card.title} className={lead && i === 0 ? 'feature-block feature-block-lead lg:col-span-full' : 'feature-block'}>
          <summary className="feature-block-head">
            <img src={`/icons/${card.icon}.svg`} alt="" className="feature-block-icon" loading="lazy" />
            <h3 className="heading-card">{card.title}</h3>
          </summary>
          <div className="feature-block-body">
            <p className="text-ink-soft">
              <RichText text={card.text} locale={locale} />
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}
