import { cn } from '../../lib/cn.ts';
import { Icon } from './Icon.tsx';

/**
 * A label ending in an arrow, the arrow bound to its last word (styles/typography.css,
 * `.nowrap-run svg`): a label that wraps keeps the arrow beside that word, where as a flex item of
 * its own it sat at the box's far edge. `iconClassName` colours the arrow apart from the label.
 */
export function ArrowText({ children, iconClassName }: { children: string; iconClassName?: string }) {
  const cut = children.lastIndexOf(' ') + 1;
  return (
    <>
      {children.slice(0, cut)}
      <span className="nowrap-run">
        {children.slice(cut)}
        <Icon name="arrow-right" className={cn('icon-directional size-4', iconClassName)} />
      </span>
    </>
  );
}

/**
 * A text link ending in an arrow ("Read more about Financial Systems →"), the arrow after the last
 * word (`ArrowText`). The text is one flex item, centred in the 44 px tap height
 * (styles/typography.css, `.arrow-link`).
 */
export function ArrowLink({ href, className, children }: { href: string; className?: string; children: string }) {
  return (
    <a href={href} className={cn('arrow-link', className)}>
      <span>
        <ArrowText>{children}</ArrowText>
      </span>
    </a>
  );
}
