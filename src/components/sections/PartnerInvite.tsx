import type { PartnersContent } from '../../content/schemas/partners.ts';
import { ArrowLink } from '../ui/ArrowLink.tsx';
import { tierBadge, type PartnerTier } from '../ui/tier-badge.ts';

const card = 'flex flex-col rounded-lg border border-line bg-white p-6 shadow-card';
/** The levels table's rows are in this order (PartnersInfoPage.tsx). */
const levels: readonly PartnerTier[] = ['platinum', 'gold', 'silver'];

interface PartnerInviteProps {
  content: PartnersContent;
  contactHref: string;
  programHref: string;
}

/**
 * Under the partner finder's list, two cards that give the page its next step while the directory
 * is short (its entries today are labelled samples): ask ASCON for a partner in your country, or
 * become a listed one, each level named with the territory it serves (the levels table's words,
 * so the two pages never disagree). Text links, not buttons: the page's one ask stays in its
 * closing band.
 */
export function PartnerInvite({ content, contactHref, programHref }: PartnerInviteProps) {
  const { invite, empty } = content.partnersFinder;
  const { table } = content.partnersInfo;
  return (
    <div className="container-page grid gap-5 md:grid-cols-2" data-testid="partner-invite">
      <section aria-labelledby="invite-ask" className={card}>
        <h2 id="invite-ask" className="text-lg font-semibold text-brand-900">
          {invite.ask.heading}
        </h2>
        <p className="mt-2 text-ink-soft">{invite.ask.text}</p>
        <ArrowLink href={contactHref} className="mt-auto self-start pt-4">
          {invite.ask.cta}
        </ArrowLink>
      </section>
      <section aria-labelledby="invite-join" className={card}>
        <h2 id="invite-join" className="text-lg font-semibold text-brand-900">
          {invite.join.heading}
        </h2>
        <p className="mt-2 text-ink-soft">{invite.join.text}</p>
        {/* One grid: the badges in one column, the territories at one edge after the widest. */}
        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 text-sm">
          {table.rows.map((row, i) => (
            <div key={row.tier} className="contents">
              <dt className="justify-self-start">
                <span className={tierBadge(levels[i] ?? 'silver')}>{row.tier}</span>
              </dt>
              <dd className="text-ink-soft">{row.jurisdiction}</dd>
            </div>
          ))}
        </dl>
        <ArrowLink href={programHref} className="mt-auto self-start pt-4">
          {empty.cta}
        </ArrowLink>
      </section>
    </div>
  );
}
