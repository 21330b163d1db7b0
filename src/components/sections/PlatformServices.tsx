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

/** A text's first sentence and the rest: the lead service's first sentence is said as a statement. */
function firstSentence(text: string): [string, string] {
  const end = /[.!?؟](?=\s)/.exec(text);
  return end ? [text.slice(0, end.index + 1), text.slice(end.index + 2)] : [text, ''];
}

/**
 * Rows that open on phones and tablets (the sector pages' feature blocks, styles/feature-blocks.css),
 * shown open from 64 rem in one of two looks. `sheet`, the solutions hub's platform services
 * (review 19, 2026-11-30; styles/platform-layers.css): the rows of one spec sheet under the
 * platform's band, each title at the start and its text beside it; the first (the reporting panel)
 * leads, its first sentence a statement. `ruled`, /aboutus' activities: from 64 rem ruled columns,
 * two rows of three.
 */
export function PlatformServices({
  cards,
  locale,
  look,
  testId = 'solution-page-cards',
}: {
  cards: readonly Service[];
  locale: Locale;
  look: 'sheet' | 'ruled';
  testId?: string;
}) {
  const sheet = look === 'sheet';
  return (
    <div className={cn(!sheet && 'grid lg:grid-cols-3 lg:gap-x-10 lg:gap-y-12')} data-testid={testId}>
      {cards.map((card, i) => {
        const lead = sheet && i === 0;
        const [statement, rest] = lead ? firstSentence(card.text) : [card.text, ''];
        return (
          <details
            key={card.title}
            className={cn('feature-block', sheet ? 'feature-block-sheet' : 'feature-block-ruled', lead && 'feature-block-lead')}
          >
            <summary className="feature-block-head">
              {card.icon && <img src={`/icons/${card.icon}.svg`} alt="" className="feature-block-icon" loading="lazy" />}
              <h3 className={sheet ? 'heading-card' : 'heading-block'}>{card.title}</h3>
            </summary>
            <div className="feature-block-body">
              <p className={lead ? 'feature-block-statement' : 'text-ink-soft'}>
                <RichText text={statement} locale={locale} />
              </p>
              {rest && (
                <p className="text-ink-soft">
                  <RichText text={rest} locale={locale} />
                </p>
              )}
            </div>
          </details>
        );
      })}
    </div>
  );
}
