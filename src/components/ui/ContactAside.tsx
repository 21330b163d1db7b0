import { site } from '../../site.config.ts';
import { ContactLinks } from './ContactLinks.tsx';

interface ContactAsideProps {
  direct: { heading: string };
}

/**
 * The product pages' direct line to sales, under the side navigation's list and sticky with it
 * above 920 px (styles/tabs.css): beside the sections it took a column of its own and squeezed the
 * section's screen to 560 px (decision 0071). It carries no demo card: the header's button and
 * the closing band already ask (decision 0043), nor a paragraph: the column holds the list and
 * this block on a laptop screen. At 920 px or below it is not shown: it would
 * follow the accordion right above the closing band, and the footer gives the same line (0066).
 */
export function ContactAside({ direct }: ContactAsideProps) {
  return (
    <aside aria-labelledby="contact-aside-heading" data-testid="contact-aside" className="side-contact">
      <section>
        <h2 id="contact-aside-heading" className="heading-card">
          {direct.heading}
        </h2>
        <ContactLinks phones={[site.headOfficePhones[0]]} className="mt-2" />
      </section>
    </aside>
  );
}
