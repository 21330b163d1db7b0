import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface SectionProps {
  id: string;
  heading: string;
  intro?: string;
  tone?: 'plain' | 'alt';
  children: ReactNode;
  className?: string;
  /** The heading for screen readers only, without the intro: where the section follows a hero that already says it. */
  headingHidden?: boolean;
}

/** A page section with its heading; `aria-labelledby` names the region for screen readers. */
export function Section({ id, heading, intro, tone = 'plain', children, className, headingHidden }: SectionProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn('py-10 md:py-20', tone === 'alt' && 'bg-surface-alt', className)}
      data-section={id}
    >
      <div className="container-page">
        {headingHidden ? (
          <h2 id={`${id}-heading`} className="sr-only">
            {heading}
          </h2>
        ) : (
          <div className="mb-6 max-w-3xl md:mb-10">
            <h2 id={`${id}-heading`} className="heading-section mb-0">
              {heading}
            </h2>
            {intro && <p className="mt-3 text-lg text-ink-soft">{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
