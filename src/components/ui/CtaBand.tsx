import { LinkButton } from './LinkButton.tsx';

/** Closing call to action of a page. */
export function CtaBand({ heading, text, button, href }: { heading: string; text: string; button: string; href: string }) {
  return (
    <section className="bg-brand-900 py-14 text-white" aria-labelledby="cta-heading">
      <div className="container-page flex flex-wrap items-center justify-between gap-6">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-2xl font-bold">
            {heading}
          </h2>
          <p className="mt-2 text-brand-100">{text}</p>
        </div>
        <LinkButton href={href} arrow>
          {button}
        </LinkButton>
      </div>
    </section>
  );
}
