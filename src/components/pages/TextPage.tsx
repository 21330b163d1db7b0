import type { ReactNode } from 'react';
import { eyebrowClass, heroHeadingClass, heroLeadClass } from '../ui/hero-text.ts';
import { keepShortWordsWithNext } from '../../i18n/short-words.ts';

/** Simple reading page (privacy notice, form outcomes, 404). */
export function TextPage({
  eyebrow,
  mark,
  heading,
  lead,
  children,
  testId,
}: {
  eyebrow?: string;
  /** A status drawn over the heading (the form outcomes' tick or cross). */
  mark?: ReactNode;
  heading: string;
  lead?: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="container-page max-w-3xl py-14 md:py-20" data-testid={testId}>
      {eyebrow && <p className={eyebrowClass}>{eyebrow}</p>}
      {mark}
      <h1 className={heroHeadingClass}>{keepShortWordsWithNext(heading)}</h1>
      {lead && <p className={`mt-4 ${heroLeadClass}`}>{lead}</p>}
      {children}
    </div>
  );
}
