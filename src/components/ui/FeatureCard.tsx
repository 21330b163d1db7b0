import type { Locale } from '../../i18n/locales.ts';
import type { IconName } from './icon-names.ts';
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
}

/** Card with an icon, a title and text; one padding, radius and elevation across the site. */
export function FeatureCard({ icon, title, text, locale, href, linkLabel, headingLevel: Heading = 'h3' }: FeatureCardProps) {
  return (
    <article className="group relative flex h-full flex-col rounded-lg border border-line bg-white p-6 shadow-card" data-testid="card">
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-md bg-brand-50 text-brand-700">
        <Icon name={icon} />
      </span>
      <Heading className="text-lg font-semibold text-brand-900">
        {href ? (
          <a href={href} className="after:absolute after:inset-0 after:rounded-lg hover:underline">
            {title}
          </a>
        ) : (
          title
        )}
      </Heading>
      <p className="mt-2 text-ink-soft">
        <RichText text={text} locale={locale} />
      </p>
      {href && linkLabel && (
        <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700" aria-hidden="true">
          {linkLabel}
          <Icon name="arrow-right" className="icon-directional size-4" />
        </span>
      )}
    </article>
  );
}
