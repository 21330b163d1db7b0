import { site } from '../../site.config.ts';
import type { Translate } from '../../i18n/ui.ts';
import { cn } from '../../lib/cn.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { SocialIcon } from './SocialIcon.tsx';

/** The four social links, each with its own accessible name (the old site shared one alt). */
export function SocialLinks({ t, tone = 'dark', className }: { t: Translate; tone?: 'dark' | 'light'; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} role="list">
      {site.social.map(({ network, href }) => (
        <li key={network}>
          <ExternalLink
            href={href}
            label={t(`social.${network}`, { brand: site.brand })}
            newTabHint={t('social.newTab')}
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-full border hover-fade',
              tone === 'dark' ? 'border-white/25 text-white hover:bg-white/10' : 'border-line text-brand-800 hover:bg-brand-50',
            )}
          >
            <SocialIcon network={network} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
