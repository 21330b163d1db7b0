import { site } from '../../site.config.ts';
import darkLogo from '../../assets/logo/ascon-dark.svg?url';
import lightLogo from '../../assets/logo/ascon-light.svg?url';

/**
 * The ASCON wordmark: a ledger-grid mark and the name, Latin in both locales and never mirrored.
 * A cached image file with the name as outlines (Inter Bold, scripts in docs/decisions/design-history.md#0009):
 * as SVG text it made every Arabic page download the Latin web font for the first screen.
 */
export function Logo({
  className = 'h-9 w-auto',
  tone = 'dark',
  lazy = false,
}: {
  className?: string;
  tone?: 'dark' | 'light';
  lazy?: boolean;
}) {
  return (
    <img
      src={tone === 'dark' ? darkLogo : lightLogo}
      alt={site.brand}
      width={126}
      height={36}
      className={className}
      {...(lazy ? { loading: 'lazy' as const } : {})}
    />
  );
}
