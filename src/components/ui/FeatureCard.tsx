import type { Locale } from '../../i18n/locales.ts';
import { cn } from '../../lib/cn.ts';
import type { IconName } from '../../content/icon-names.ts';
import { Icon } from './Icon.tsx';
import { RichText } from './RichText.tsx';

interface FeatureCardProps {
  icon: IconName;
  title: string;
  text: string;
  locale: Locale;
  href?: string;
  linkLabel?: string;
  headingLevel?: 'h2' | 'h3';
  /** On phones a row of a small icon beside the title, one to a row (the home page's sector list). */
  compact?: boolean;
}

/** Card with an icon, a title and text; one padding, radius and elevation across the site. */
export function FeatureCard({
  icon,
  title,
  text,
  locale,
  href,
  linkLabel,
  headingLevel: Heading = 'h3',
  compact = false,
}: FeatureCardProps) {
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col rounded-lg border border-line bg-white shadow-card',
        compact ? 'max-sm:min-h-14 max-sm:flex-row max-sm:items-center max-sm:gap-2.5 p-3 sm:p-6' : 'p-6',
      )}
      data-testid="card"
    >
      <span
        className={cn(
          'inline-flex items-center justify-center rounded-md bg-brand-50 text-brand-700',
          compact ? 'size-8 shrink-0 sm:mb-4 sm:size-12 max-sm:[&_svg]:size-[1.125rem]' : 'mb-4 size-12',
        )}
      >
        <Icon name={icon} />
      </span>
      {/* Compact tiles on phones: a 32 px icon tile beside a 15 px title, so a two-word sector name
          («القطاع الصناعي») stays on one line, one row each under 40rem, a list of names, not of
          icons (decision 0062; 2026-11-29). */}
      <Heading className={cn('heading-card', compact && 'text-[0.9375rem] sm:text-lg')}>
        {href ? (
          <a href={href} className="after:absolute after:inset-0 after:rounded-lg hover:underline">
            {title}
          </a>
        ) : (
          title
        )}
      </Heading>
      <p className={cn('mt-2 text-ink-soft', compact && 'hidden sm:block')}>
        <RichText text={text} locale={locale} />
      </p>
      {/* A compact row on phones is a linked row: it ends in the chevron, mirrored in Arabic, as the
          404 page's and the finder's linked rows end in their arrow (review 18, 2026-11-30). */}
      {href && compact && <Icon name="chevron-right" className="icon-directional ms-auto size-5 shrink-0 text-brand-700 sm:hidden" />}
      {href && linkLabel && (
        <span
          className={cn(
            'mt-auto items-center gap-1 pt-4 text-sm font-semibold text-brand-700',
            compact ? 'hidden sm:inline-flex' : 'inline-flex',
          )}
          aria-hidden="true"
        >
          {linkLabel}
          <Icon name="arrow-right" className="icon-directional size-4" />
        </span>
      )}
    </article>
  );
}
