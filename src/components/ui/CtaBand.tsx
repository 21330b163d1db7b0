import { LinkButton } from './LinkButton.tsx';

/**
 * Closing call to action of a page: a contained card, so it reads as part of the page and
 * not as a second footer above the navy one. It follows the page's last section on the same
 * white background, so it has no padding of its own above: that section's bottom padding is the
 * gap, one section rhythm (Section's py-12 md:py-20), not two. Its own padding below keeps the
 * same distance to the footer.
 */
export function CtaBand({ heading, text, button, href }: { heading: string; text: string; button: string; href: string }) {
  return (
    <section className="pb-12 md:pb-20" aria-labelledby="cta-heading" data-testid="cta-band">
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
