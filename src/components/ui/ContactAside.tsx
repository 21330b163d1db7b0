import type { Locale } from '../../i18n/locales.ts';
import { pathFor } from '../../i18n/paths.ts';
import { useTranslations } from '../../i18n/ui.ts';
import { site } from '../../site.config.ts';
import { LinkButton } from './LinkButton.tsx';
import { ContactLinks } from './ContactLinks.tsx';

interface ContactAsideProps {
  locale: Locale;
  cta: { heading: string; text: string };
  direct: { heading: string; text: string };
}

/** The product pages' right-hand column: a demo call to action and a direct line to sales. */
export function ContactAside({ locale, cta, direct }: ContactAsideProps) {
  return (
    <aside className="grid content-start gap-5 xl:sticky xl:top-24" aria-label={cta.heading} data-testid="contact-aside">
      {/* Below 80 rem this column ends the page, right above the closing band, which makes the same
          offer: the card shows only beside the content (decision 0034: no stack of three blocks). */}
      <section className="hidden rounded-lg bg-brand-900 p-6 text-white xl:block" data-cta-block="aside">
        <h2 className="text-xl font-semibold">{cta.heading}</h2>
        <p className="mt-2 text-brand-100">{cta.text}</p>
        <LinkButton href={`${pathFor('contact', locale)}#inquiry`} arrow className="mt-5 w-full">
          {useTranslations(locale)('cta.primary')}
        </LinkButton>
      </section>
      <section className="rounded-lg border border-line bg-surface-alt p-6">
        <h2 className="text-xl font-semibold text-brand-900">{direct.heading}</h2>
        <p className="mt-2 text-ink-soft">{direct.text}</p>
        <ContactLinks phones={[site.headOfficePhones[0]]} className="mt-4" />
      </section>
    </aside>
  );
}
