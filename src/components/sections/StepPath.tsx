import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface Step {
  /** Its name; a node where it links (the posting flow's general ledger). */
  title: ReactNode;
  /** What the step takes, one short line under its title (links allowed: the posting flow's). */
  text?: ReactNode;
}

/**
 * Steps in order, numbered discs on one rail (src/styles/step-path.css), as a record's progress in
 * the product screens: about's delivery stages, the partner programme's path to a level and the
 * product pages' posting flow (side by side from 48rem there, larger, posting-flow.css). A real list, in
 * the page's language and direction.
 */
export function StepPath({
  steps,
  className,
  small = false,
}: {
  steps: readonly Step[];
  className?: string;
  /** Each step's line sized by the path's own class, not at 16 px (the posting flow's: 14 px on phones, 16 px from 48rem). */
  small?: boolean;
}) {
  return (
    <ol className={cn('step-path', className)} role="list">
      {steps.map((step, i) => (
        <li key={i}>
          {step.text ? (
            <span>
              {step.title}
              <span className={cn('block leading-snug font-normal text-ink-soft', !small && 'text-base')}>{step.text}</span>
            </span>
          ) : (
            step.title
          )}
        </li>
      ))}
    </ol>
  );
}
