import type { ReactNode } from 'react';

interface ExternalLinkProps {
  href: string;
  className?: string;
  /** Accessible name when the visible content is an icon. */
  label?: string;
  /** Announced after the name so nobody is surprised by a new tab. */
  newTabHint: string;
  children: ReactNode;
}

/** Opens in a new tab without giving the other site a handle on this one. */
export function ExternalLink({ href, className, label, newTabHint, children }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label ? `${label} ${newTabHint}` : undefined}
    >
      {children}
      {label ? null : <span className="sr-only"> {newTabHint}</span>}
    </a>
  );
}
