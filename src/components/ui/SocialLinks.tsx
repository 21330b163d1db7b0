import { site } from '../../site.config.ts';
import type { Translate } from '../../i18n/ui.ts';
import { cn } from '../../lib/cn.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { SocialIcon } from './SocialIcon.tsx';

/**
 * The four social links, each with its own accessible name (the old site shared one alt). Their
 * look is `.social-links` (styles/icons-and-prose.css), not classes on each link: the footer puts
 * them in every page's HTML.
 */
export function SocialLinks({ t, className }: { t: Translate; className?: string }) {
  return (
    <ul className={cn('social-links flex flex-wrap gap-2', className)} role="list">
      {site.social.map(({ network, href }) => (
        <li key={network}>
          <ExternalLink href={href} label={t(`social.${network}`, { brand: site.brand })} newTabHint={t('social.newTab')}>
            <SocialIcon network={network} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
