import type { ReactNode } from 'react';
import { keepShortWordsWithNext } from '../../i18n/short-words.ts';
import { cn } from '../../lib/cn.ts';
import { eyebrowClass, heroHeadingClass, heroLeadClass } from './hero-text.ts';

interface PageHeroProps {
  /** The part of the site the page belongs to; every hero has one (decision 0019). */
  eyebrow: string;
  heading: string;
  lead?: string;
  /** A <ProductScreen> or a drawing (components/heroes/): shown on every screen size, phones included. */
  visual?: ReactNode;
  children?: ReactNode;
  /** From 64rem a wider text column (and a narrower visual): the careers overview, its heading in two lines. */
  wideText?: boolean;
  /** The page's one hero action (HeroAction.tsx), under the lead from 40rem (decision 0050). */
  action?: ReactNode;
  /** The visual is a drawing (components/heroes/), not a product screen: from 64rem it spans the text's height (hero-panels.css). */
  drawn?: boolean;
}

/**
 * The one hero of every inner page type (product, sector, about, solutions, careers, contact,
 * partners). On phones the visual follows the lead, so the first screen holds the headline, the
 * pitch and the top of the product (2026-11-29); from md the text runs full width above the visual; from
 * lg a drawing takes its own column, the text block centred on it; a product screen does from 80rem,
 * and below stays under the text so its smallest text shows at 9 px (src/styles/hero.css).
 */
export function PageHero({ eyebrow, heading, lead, visual, children, wideText, action, drawn }: PageHeroProps) {
  return (
    <section className="border-b border-line bg-surface-alt" data-testid="page-hero">
      <div className={cn('page-hero container-page py-8 md:py-14', wideText && 'page-hero-wide', drawn && 'page-hero-drawn')}>
        <div className="page-hero-title">
          <p className={eyebrowClass}>{eyebrow}</p>
          <h1 className={heroHeadingClass}>{keepShortWordsWithNext(heading)}</h1>
        </div>
        {(lead || children || action) && (
          <div className="page-hero-lead">
            {lead && <p className={heroLeadClass}>{lead}</p>}
            {children}
            {action}
          </div>
        )}
        {visual && <div className="page-hero-visual">{visual}</div>}
      </div>
    </section>
  );
}
