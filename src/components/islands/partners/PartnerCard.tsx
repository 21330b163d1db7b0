import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import { tierBadge } from '../../ui/tier-badge.ts';
import type { PartnersFinderLabels, PartnerView } from './partner-view.ts';

/** One line of a partner's details: the icon stands for the term, which screen readers hear. */
function Detail({
  icon: IconShape,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0">
        <IconShape className="mt-0.5 size-4 text-brand-700" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/**
 * The partner's logo, once supplied; nothing until then: a grey tile with the name set in capitals
 * would only pretend to be a logo (the name is the card's heading).
 */
function Mark({ p }: { p: PartnerView }) {
  return p.logo ? <img src={p.logo} alt={p.name} className="h-14 w-32 object-contain" loading="lazy" /> : null;
}

function Details({ p, labels }: { p: PartnerView; labels: PartnersFinderLabels }) {
  return (
    <dl className="mt-3 grid gap-2 text-sm text-ink-soft">
      <Detail icon={MapPin} label={labels.location}>
        {p.location}
      </Detail>
      {/* One grid of label and number, so every label starts at the other lines' edge and the
          numbers at one edge after the longest label, in both languages (decision 0073). */}
      <Detail icon={Phone} label={labels.phones} className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-2 gap-y-1">
        {p.phones.map((phone) => (
          <span key={phone.e164} className="contents">
            <span className="text-ink-muted">{phone.label}</span>
            <a href={`tel:${phone.e164}`} className="inline-flex min-h-6 items-center justify-self-start hover:underline" dir="ltr">
              {phone.display}
            </a>
          </span>
        ))}
      </Detail>
      {p.website && (
        <Detail icon={Globe} label={labels.website}>
          <a href={p.website} target="_blank" rel="noopener noreferrer" className="hover:underline" dir="ltr">
            {new URL(p.website).host}
            <span className="sr-only"> {labels.newTab}</span>
          </a>
        </Detail>
      )}
      {p.email && (
        <Detail icon={Mail} label={labels.email}>
          <a href={`mailto:${p.email}`} className="hover:underline" dir="ltr">
            {p.email}
          </a>
        </Detail>
      )}
    </dl>
  );
}

/**
 * Who, where, then what they do. In the featured card (the first of an odd count takes the whole
 * row, .grid-no-orphan in grids.css) who and what they do share the start column, the contact
 * details the end one (grids.css), so the description stands under the name, not a row away.
 */
export function PartnerCard({ p, labels }: { p: PartnerView; labels: PartnersFinderLabels }) {
  return (
    <article
      id={`partner-${p.id}`}
      className="partner-card h-full rounded-lg border border-line bg-white p-6 shadow-card"
      data-testid="partner-card"
      data-tier={p.tier}
    >
      <div className="partner-card-head">
        <div className="flex items-center justify-between gap-4">
          <Mark p={p} />
          <span className={tierBadge(p.tier)}>{labels.tabs[p.tier]}</span>
        </div>
        <h2 className="mt-4 text-lg font-semibold text-brand-900">{p.name}</h2>
        {p.sample && (
          <p
            className="mt-1 inline-block rounded-full bg-surface-alt px-2.5 py-0.5 text-xs font-semibold text-ink-soft"
            data-testid="sample-label"
          >
            {labels.sample}
          </p>
        )}
      </div>
      <Details p={p} labels={labels} />
      <p className="partner-card-info mt-4 max-w-prose text-ink-soft">{p.info}</p>
    </article>
  );
}
