import type { ReactNode } from 'react';
import { illustrationUrl } from '../illustrations/urls.ts';
import type { IllustrationName } from '../illustrations/names.ts';
import { WideScreenImage } from './WideScreenImage.tsx';

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
      <div className="container-page grid items-center gap-8 py-10 md:grid-cols-[1.6fr_1fr] md:py-14 lg:grid-cols-[1.15fr_1fr]">
        <div>
          {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-accent-700">{eyebrow}</p>}
          <h1 className="text-3xl font-bold text-balance text-brand-900 lg:text-4xl">{heading}</h1>
          {lead && <p className="mt-4 max-w-2xl text-lg text-ink-soft">{lead}</p>}
          {children}
        </div>
        {image && (
          <WideScreenImage src={illustrationUrl(image)} alt={imageAlt} className="mx-auto hidden h-auto w-full max-w-xs md:block lg:max-w-md" priority />
        )}
      </div>
    </section>
  );
}
