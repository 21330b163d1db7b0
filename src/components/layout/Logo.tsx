import { site } from '../../site.config.ts';

/** The ASCON wordmark: a ledger-grid mark and the name; Latin in both locales, never mirrored. */
export function Logo({ className = 'h-9 w-auto', tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  const ink = tone === 'dark' ? '#0b2545' : '#ffffff';
  return (
    <svg viewBox="0 0 148 36" className={className} role="img" aria-label={site.brand} direction="ltr">
      <rect x="0" y="2" width="32" height="32" rx="8" fill="#1a4a7f" />
      <path d="M8 25 15.5 10h1L24 25" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M11 20h10" stroke="#f0a46e" strokeWidth="3" strokeLinecap="round" />
      <text x="42" y="26" direction="ltr" textAnchor="start" fill={ink} fontFamily="Inter Variable, system-ui, sans-serif" fontSize="21" fontWeight="700" letterSpacing="1.5">
        {site.brand}
      </text>
    </svg>
  );
}
