import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface SectionProps {
  id: string;
  heading: string;
  intro?: string;
  tone?: 'plain' | 'alt' | 'brand';
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
      className={cn('py-10 md:py-20', tone === 'alt' && 'bg-surface-alt', tone === 'brand' && 'bg-brand-900 text-white', className)}
      data-section={id}
    >
      <div className="container-page">
        {headingHidden ? (
          <h2 id={`${id}-heading`} className="sr-only">
            {heading}
          </h2>
        ) : (
          <div className="mb-6 max-w-3xl md:mb-10">
            <h2 id={`${id}-heading`} className={cn('heading-section mb-0', tone === 'brand' && 'text-white')}>
              {heading}
            </h2>
            {intro && <p className={cn('mt-3 text-lg', tone === 'brand' ? 'text-brand-100' : 'text-ink-soft')}>{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
