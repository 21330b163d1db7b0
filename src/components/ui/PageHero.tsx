import type { ReactNode } from 'react';
import { illustrationUrl } from '../illustrations/urls.ts';
import type { IllustrationName } from '../illustrations/names.ts';

interface PageHeroProps {
  eyebrow?: string;
  heading: string;
  lead?: string;
  image?: IllustrationName;
  imageAlt?: string;
  children?: ReactNode;
}

/** The top band of inner pages: heading, lead and an illustration (the LCP image, so eager). */
export function PageHero({ eyebrow, heading, lead, image, imageAlt = '', children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden border-b border-line bg-surface-alt">
      <div className="container-page grid items-center gap-8 py-10 md:grid-cols-[1.15fr_1fr] md:py-14">
        <div>
          {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent-700">{eyebrow}</p>}
          <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{heading}</h1>
          {lead && <p className="mt-4 max-w-2xl text-lg text-ink-soft">{lead}</p>}
          {children}
        </div>
        {image && (
          <img src={illustrationUrl(image)} alt={imageAlt} width={640} height={480} className="mx-auto hidden h-auto w-full max-w-md md:block" fetchPriority="high" decoding="async" />
        )}
      </div>
    </section>
  );
}
