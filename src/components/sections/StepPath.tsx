import { cn } from '../../lib/cn.ts';

export interface Step {
  title: string;
  /** What the step takes, one short line under its title. */
  text?: string;
}

/**
 * Steps in order, numbered discs on one rail (src/styles/step-path.css), as a record's progress in
 * the product screens: about's delivery stages and the partner programme's path to a level. A
 * real list, in the page's language and direction.
 */
export function StepPath({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={cn('step-path', className)} role="list">
      {steps.map((step) => (
        <li key={step.title}>
          {step.text ? (
            <span>
              {step.title}
              <span className="block text-base leading-snug font-normal text-ink-soft">{step.text}</span>
            </span>
          ) : (
            step.title
          )}
        </li>
      ))}
    </ol>
  );
}
