import { site } from '../../site.config.ts';
import { ContactLinks } from './ContactLinks.tsx';

interface ContactAsideProps {
  direct: { heading: string; text: string };
}

/**
 * The product pages' right-hand column: a direct line to sales. It carries no demo card: the
 * header's button and the closing band already ask (decision 0043), and a third ask beside the
 * sections read as pushy. Nor does it follow the reader down the page (no longer sticky).
 * A card heading (18 px) in a 19 rem column: "Talk to our sales team" on one line in both
 * languages, where 22 px in 17 rem split it in two (decision 0062). From 80 rem only (0066).
 */
export function ContactAside({ direct }: ContactAsideProps) {
  return (
    // Below 80 rem the column falls to the page's end, right above the closing band: two asks back
    // to back, the footer already giving the same line (decision 0066). Shown beside the sections only.
    <aside aria-labelledby="contact-aside-heading" data-testid="contact-aside" className="max-xl:hidden">
      <section className="rounded-lg border border-line bg-surface-alt p-6">
        <h2 id="contact-aside-heading" className="heading-card">
          {direct.heading}
        </h2>
        <p className="mt-2 text-ink-soft">{direct.text}</p>
        <ContactLinks phones={[site.headOfficePhones[0]]} className="mt-4" />
      </section>
    </aside>
  );
}
