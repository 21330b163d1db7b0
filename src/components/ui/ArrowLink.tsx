import { cn } from '../../lib/cn.ts';
import { Icon } from './Icon.tsx';

/**
 * A text link ending in an arrow ("Read more about Financial Systems →"). The arrow is bound to
 * the label's last word, so a label that wraps keeps it beside that word: as a flex item of its
 * own it sat at the box's far edge. The text is one flex item, centred in the 44 px tap height
 * (styles/typography.css, `.arrow-link`).
 */
export function ArrowLink({ href, className, children }: { href: string; className?: string; children: string }) {
  const cut = children.lastIndexOf(' ') + 1;
  return (
    <a href={href} className={cn('arrow-link', className)}>
      <span>
        {children.slice(0, cut)}
        <span className="nowrap-run">
          {children.slice(cut)}
          <Icon name="arrow-right" className="icon-directional size-4" />
        </span>
      </span>
    </a>
  );
}
