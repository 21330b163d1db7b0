import { LinkButton } from './LinkButton.tsx';

/**
 * Closing call to action of a page: a contained card, so it reads as part of the page and
 * not as a second footer above the navy one.
 */
export function CtaBand({ heading, text, button, href }: { heading: string; text: string; button: string; href: string }) {
  return (
    <section className="py-14 md:py-20" aria-labelledby="cta-heading">
      <div className="container-page">
        <div className="flex flex-wrap items-center justify-between gap-6 rounded-lg bg-brand-900 px-6 py-10 text-white shadow-card sm:px-10 md:px-12">
          <div className="max-w-2xl">
            <h2 id="cta-heading" className="heading-section mb-0 text-white">
              {heading}
            </h2>
            <p className="mt-2 text-brand-100">{text}</p>
          </div>
          <LinkButton href={href} arrow>
            {button}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
