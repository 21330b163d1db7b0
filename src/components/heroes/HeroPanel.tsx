import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface HeroPanelProps {
  /** The caption, in the page's language; none where the page's heading already says it (the 404). */
  title?: string;
  /** A short note at the caption's end (a count). */
  meta?: string | undefined;
  children: ReactNode;
  className?: string;
  /** Decorative panels repeat what the page says in text below them: hidden from assistive technology. */
  decorative?: boolean;
  /** What an informative drawing shows, as one sentence (role="img"). */
  label?: string;
  testId?: string;
}

/**
 * The company pages' hero drawings (decision 0036): a caption line over the drawing, on the
 * hero's own surface with no card of its own (hero-panels.css), drawn in HTML so its text is the
 * page's own, selectable, in the page's language and direction, and costs no request. Not the product screens' window (navy bar, three dots): a map, a list of
 * positions or the partner levels are not software, and framing them as one made every page's
 * hero the same app window.
 */
export function HeroPanel({ title, meta, children, className, decorative = false, label, testId }: HeroPanelProps) {
  return (
    <div
      className={cn('hero-panel', className)}
      aria-hidden={decorative || undefined}
      {...(label && !decorative ? { role: 'img', 'aria-label': label } : {})}
      data-testid={testId ?? 'hero-panel'}
    >
      {title && (
        <div className="hero-panel-caption">
          <span className="font-semibold text-brand-900">{title}</span>
          {meta && <span className="ms-auto">{meta}</span>}
        </div>
      )}
      {children}
    </div>
  );
}
