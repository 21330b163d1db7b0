import type { Locale } from '../../i18n/locales.ts';
import { displayPhone } from '../../i18n/format.ts';
import { pathFor } from '../../i18n/paths.ts';
import { site } from '../../site.config.ts';
import { Icon } from './Icon.tsx';
import { LinkButton } from './LinkButton.tsx';
import { Ltr } from './Ltr.tsx';

interface ContactAsideProps {
  locale: Locale;
  cta: { heading: string; text: string; button: string };
  direct: { heading: string; text: string };
}

/** The product pages' right-hand column: a demo call to action and a direct line to sales. */
export function ContactAside({ locale, cta, direct }: ContactAsideProps) {
  const phone = site.headOfficePhones[0];
  return (
    <aside className="grid content-start gap-5 xl:sticky xl:top-24" aria-label={cta.heading} data-testid="contact-aside">
      <section className="rounded-lg bg-brand-900 p-6 text-white">
        <h2 className="text-xl font-semibold">{cta.heading}</h2>
        <p className="mt-2 text-brand-100">{cta.text}</p>
        <LinkButton href={pathFor('contact', locale)} arrow className="mt-5 w-full">
          {cta.button}
        </LinkButton>
      </section>
      <section className="rounded-lg border border-line bg-surface-alt p-6">
        <h2 className="text-xl font-semibold text-brand-900">{direct.heading}</h2>
        <p className="mt-2 text-ink-soft">{direct.text}</p>
        <ul className="mt-4 grid gap-2" role="list">
          <li>
            <a href={`tel:${phone}`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline">
              <Icon name="phone" className="size-5" />
              <Ltr>{displayPhone(phone)}</Ltr>
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline">
              <Icon name="mail" className="size-5" />
              <Ltr>{site.email}</Ltr>
            </a>
          </li>
        </ul>
      </section>
    </aside>
  );
}
