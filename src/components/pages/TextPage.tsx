import type { ReactNode } from 'react';

/** Simple reading page (privacy notice, form outcomes, 404). */
export function TextPage({ eyebrow, heading, lead, children, testId }: { eyebrow?: string; heading: string; lead?: string; children?: ReactNode; testId?: string }) {
  return (
    <div className="container-page max-w-3xl py-14 md:py-20" data-testid={testId}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-accent-700">{eyebrow}</p>}
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{heading}</h1>
      {lead && <p className="mt-4 text-lg text-ink-soft">{lead}</p>}
      {children}
    </div>
  );
}
