import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface HeroPanelProps {
  /** The window's title, in the page's language. */
  title: string;
  /** A short note at the title bar's end (a count). */
  meta?: string;
  children: ReactNode;
  className?: string;
  /** Decorative panels repeat what the page says in text below them: hidden from assistive technology. */
  decorative?: boolean;
  /** What an informative drawing shows, as one sentence (role="img"). */
  label?: string;
  testId?: string;
}

/**
 * The frame of the company pages' hero drawings (decision 0036): the product screens' window
 * (src/visuals/kit/screen.css: navy title bar with three dots, white body, line border, 10 px
 * radius), drawn in HTML so its text is the page's own, selectable, in the page's language and
 * direction, and costs no request.
 */
export function HeroPanel({ title, meta, children, className, decorative = false, label, testId }: HeroPanelProps) {
  return (
    <div
      className={cn('hero-panel', className)}
      aria-hidden={decorative || undefined}
      {...(label && !decorative ? { role: 'img', 'aria-label': label } : {})}
      data-testid={testId ?? 'hero-panel'}
    >
      <div className="hero-panel-bar">
        <span className="hero-panel-dots" aria-hidden="true">
          <i />
          <i />
          <i />
        </span>
        <span className="font-semibold text-white">{title}</span>
        {meta && <span className="ms-auto">{meta}</span>}
      </div>
      {children}
    </div>
  );
}
