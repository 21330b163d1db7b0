import type { IconName } from '../../content/icon-names.ts';
import type { Locale } from '../../i18n/locales.ts';
import { cn } from '../../lib/cn.ts';
import { RichText } from '../ui/RichText.tsx';

interface Service {
  title: string;
  text: string;
  /** /solutions' services name a tool each (the spec gives each card an icon); /aboutus' activities have none. */
  icon?: IconName;
}

/**
 * The solutions hub's platform services (decision 0045): the sector pages' feature blocks
 * (styles/feature-blocks.css), so on phones and tablets each service is a row that opens to its
 * text and from 64 rem a card shown open. The first (the reporting panel) spans the row, its title
 * over the first column and its text beside it, starting level with the second column's text and
 * no wider than 36rem, so its lines keep the others' measure; the other six form two rows of three.
 * /aboutus' activities are the same rows without a lead card (`lead={false}`) and without icons:
 * from 64 rem ruled columns, two rows of three (`look="ruled"`).
 */
export function PlatformServices({
  cards,
  locale,
  lead = true,
  look = 'cards',
  testId = 'solution-page-cards',
}: {
  cards: readonly Service[];
  locale: Locale;
  lead?: boolean;
  look?: 'cards' | 'ruled';
  testId?: string;
}) {
  return (
    <div className={cn('grid lg:grid-cols-3', look === 'ruled' ? 'lg:gap-x-10 lg:gap-y-12' : 'lg:gap-5')} data-testid={testId}>
      {cards.map((card, i) => (
        <details
          key={card.title}
          className={cn(
            'feature-block',
            lead && i === 0 && 'feature-block-lead lg:col-span-full',
            look === 'ruled' && 'feature-block-ruled',
          )}
        >
          <summary className="feature-block-head">
            {card.icon && <img src={`/icons/${card.icon}.svg`} alt="" className="feature-block-icon" loading="lazy" />}
            <h3 className={look === 'ruled' ? 'heading-block' : 'heading-card'}>{card.title}</h3>
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
