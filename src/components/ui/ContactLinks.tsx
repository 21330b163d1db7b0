import { displayPhone } from '../../i18n/format.ts';
import { site } from '../../site.config.ts';
import { cn } from '../../lib/cn.ts';
import { Icon } from './Icon.tsx';
import { Address, Ltr } from './Ltr.tsx';

interface ContactLinksProps {
  phones?: readonly string[];
  /** What each phone is for ("Sales"), in the order of `phones`: shown in place of the phone icon. */
  lines?: readonly string[] | undefined;
  email?: string;
  /** `dark` on navy backgrounds (footer), `light` on white or pale ones. */
  tone?: 'dark' | 'light';
  className?: string;
}

/** `tel:` and `mailto:` links (head office by default), left-to-right inside Arabic text. */
export function ContactLinks({ phones = site.headOfficePhones, lines, email = site.email, tone = 'light', className }: ContactLinksProps) {
  const link = cn(
    'inline-flex max-w-full items-center gap-2 hover:underline',
    tone === 'dark' ? 'min-h-6 hover:text-white' : 'min-h-10 font-medium text-brand-800',
  );
  const icon = cn('size-4', tone === 'dark' && 'text-brand-100');
  return (
    <ul className={cn('grid', tone === 'dark' ? 'gap-1.5 text-sm' : 'gap-1', className)} role="list">
      {phones.map((phone, i) => (
        <li key={phone} className={lines?.[i] ? 'flex flex-wrap items-center gap-x-2' : undefined}>
          {lines?.[i] && <span className="text-ink-muted">{lines[i]}</span>}
          <a href={`tel:${phone}`} className={link}>
            {!lines?.[i] && <Icon name="phone" className={icon} />}
            <Ltr nowrap>{displayPhone(phone)}</Ltr>
          </a>
        </li>
      ))}
      <li>
        <a href={`mailto:${email}`} className={link}>
          <Icon name="mail" className={icon} />
          <Address value={email} />
        </a>
      </li>
    </ul>
  );
}
