import type { PartnersContent } from '../../content/schemas/partners.ts';
import { ArrowLink } from '../ui/ArrowLink.tsx';

interface PartnerInviteProps {
  content: PartnersContent;
  contactHref: string;
  programHref: string;
}

/**
 * Under the partner finder's list, one card that gives the page its next step while the directory
 * is short (its entries today are labelled samples): ask ASCON for a partner in your country, or
 * become a listed one, two links in one row (one under the other where they do not fit). One block,
 * not two cards: a phone reaching the list's end meets it and the closing band, not three stacked
 * asks. Text links, not buttons: the page's one ask stays in its closing band.
 */
export function PartnerInvite({ content, contactHref, programHref }: PartnerInviteProps) {
  const { ask, join } = content.partnersFinder.invite;
  return (
    <div className="container-page">
      <section
        aria-labelledby="invite-ask"
        className="grid gap-4 rounded-lg border border-line bg-white p-6 shadow-card md:grid-cols-2 md:items-center md:gap-8"
        data-testid="partner-invite"
      >
        <div>
          <h2 id="invite-ask" className="text-lg font-semibold text-brand-900">
            {ask.heading}
          </h2>
          <p className="mt-2 text-ink-soft">{ask.text}</p>
        </div>
        <div className="flex flex-wrap gap-x-8 gap-y-2">
          <ArrowLink href={contactHref}>{ask.cta}</ArrowLink>
          <ArrowLink href={programHref}>{join.heading}</ArrowLink>
        </div>
      </section>
    </div>
  );
}
