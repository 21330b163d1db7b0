import { displayDay } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useTranslations } from '../../i18n/ui.ts';
import type { Opening } from '../heroes/opening.ts';
import { Icon } from '../ui/Icon.tsx';

/**
 * A position's terms under its title on the careers overview (CareersPage's PositionPanels), as a
 * job board's line: place, contract and the last day to apply, each with its icon and unbroken, so
 * a line breaks only between them. The hero counts the positions by office and repeats none of this.
 */
export function PositionTerms({ locale, opening }: { locale: Locale; opening: Opening }) {
  const t = useTranslations(locale);
  const terms = [
    { icon: 'map-pin' as const, text: opening.place },
    { icon: 'clock' as const, text: t(`heroes.employment.${opening.employmentType}`) },
    { icon: 'calendar' as const, text: `${t('heroes.factApplyBy')} ${displayDay(opening.validThrough, locale)}` },
  ];
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft" role="list" data-testid="position-terms">
      {terms.map((term) => (
        <li key={term.icon} className="inline-flex items-center gap-1.5 whitespace-nowrap">
          <Icon name={term.icon} className="size-4 shrink-0 text-brand-700" />
          {term.text}
        </li>
      ))}
    </ul>
  );
}
