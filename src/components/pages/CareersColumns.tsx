import type { ReactNode } from 'react';
import type { CareersContent } from '../../content/schemas/careers.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The main column and the sidebar with the application form, shared by both careers pages. From
 * 64 rem the hero's columns (styles/hero.css; `wide` for the overview's), so the text fills its
 * column at the site's measure and the form stands under the hero's drawing (decision 0073).
 */
export function CareersColumns({
  content,
  form,
  formHeading,
  wide,
  mainId,
  children,
}: {
  content: CareersContent;
  form?: ReactNode;
  /** The form's one heading; it also names the form (FormFrame's `headingId`) and the column. */
  formHeading: string;
  wide?: boolean;
  mainId?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'container-page grid gap-12 py-12 lg:gap-x-10 lg:py-16',
        wide ? 'lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]' : 'lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]',
      )}
    >
      {/* The ids are the hero actions' anchors (decision 0050). */}
      <div className="min-w-0" id={mainId}>
        {children}
      </div>
      <aside className="form-column" id="apply" aria-labelledby="application-heading" data-testid="careers-sidebar">
        <div className="rounded-lg border border-line bg-surface-alt p-6 lg:mx-auto lg:max-w-xl">
          <h2 id="application-heading" className="text-xl font-semibold text-brand-900">
            {formHeading}
          </h2>
          <p className="mb-6 mt-2 text-ink-soft">{content.sidebar.text}</p>
          {form}
        </div>
      </aside>
    </div>
  );
}
