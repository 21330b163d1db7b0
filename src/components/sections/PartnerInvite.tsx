import type { PartnersContent } from '../../content/schemas/partners.ts';
import { ArrowLink } from '../ui/ArrowLink.tsx';

const card = 'flex flex-col rounded-lg border border-line bg-white p-6 shadow-card';

interface PartnerInviteProps {
  content: PartnersContent;
  contactHref: string;
  programHref: string;
}

/**
 * Under the partner finder's list, two cards that give the page its next step while the directory
 * is short (its entries today are labelled samples): ask ASCON for a partner in your country, or
 * become a listed one (the levels and their territories are the hero's, said once a page). Text
 * links, not buttons: the page's one ask stays in its closing band.
 */
export function PartnerInvite({ content, contactHref, programHref }: PartnerInviteProps) {
  const { invite, empty } = content.partnersFinder;
  return (
    <div className="container-page grid gap-5 md:grid-cols-2" data-testid="partner-invite">
      <InviteCard id="invite-ask" heading={invite.ask.heading} text={invite.ask.text} href={contactHref} cta={invite.ask.cta} />
      <InviteCard id="invite-join" heading={invite.join.heading} text={invite.join.text} href={programHref} cta={empty.cta} />
    </div>
  );
}

function InviteCard({ id, heading, text, href, cta }: { id: string; heading: string; text: string; href: string; cta: string }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {heading}
      </h2>
      <p className="mt-2 text-ink-soft">{text}</p>
      <ArrowLink href={href} className="mt-auto self-start pt-4">
        {cta}
      </ArrowLink>
    </section>
  );
}
