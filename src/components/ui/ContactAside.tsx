import { site } from '../../site.config.ts';
import { ContactLinks } from './ContactLinks.tsx';

interface ContactAsideProps {
  direct: { heading: string; text: string };
}

/**
 * The product pages' right-hand column: a direct line to sales. It carries no demo card: the
 * header's button and the closing band already ask (decision 0043), and a third ask beside the
 * sections read as pushy. Nor does it follow the reader down the page (no longer sticky).
 */
export function ContactAside({ direct }: ContactAsideProps) {
  return (
    <aside aria-labelledby="contact-aside-heading" data-testid="contact-aside">
      <section className="rounded-lg border border-line bg-surface-alt p-6">
        <h2 id="contact-aside-heading" className="text-xl font-semibold text-brand-900">
          {direct.heading}
        </h2>
        <p className="mt-2 text-ink-soft">{direct.text}</p>
        <ContactLinks phones={[site.headOfficePhones[0]]} className="mt-4" />
      </section>
    </aside>
  );
}
