import type { IllustrationName } from '../illustrations/names.ts';
import { illustrationUrl } from '../illustrations/urls.ts';

/** One of the site's SVG illustrations as a hero visual: sized, fetched early (first screen). */
export function HeroIllustration({ name, alt }: { name: IllustrationName; alt: string }) {
  return (
    <img
      src={illustrationUrl(name)}
      alt={alt}
      width={640}
      height={480}
      fetchPriority="high"
      decoding="async"
      className="hero-illustration"
    />
  );
}
