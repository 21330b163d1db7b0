import { cn } from '../../lib/cn.ts';
import { Icon } from './Icon.tsx';

/**
 * A call to action as a full-width band: one sentence and one button. It brings the page's
 * contact column within reach where that column sits at the end of the page.
 */
export function CtaStrip({ text, button, href, className }: { text: string; button: string; href: string; className?: string }) {
  return (
    <div className={cn('cta-strip', className)}>
      <p className="cta-strip-text">{text}</p>
      <a href={href} className="cta-strip-button" data-cta="">
        {button}
        <Icon name="arrow-right" className="icon-directional size-4" />
      </a>
    </div>
  );
}
