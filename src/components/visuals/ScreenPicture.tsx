import { cn } from '../../lib/cn.ts';
import { phoneMedia, phoneSize } from '../../visuals/names.ts';
import type { ScreenSources } from './screen-sources.ts';

export interface ScreenPictureProps {
  sources: ScreenSources;
  /** What the screen shows, in the page's language. */
  alt: string;
  /** The first screen's image (hero, first slide): fetched at once, with high priority. */
  priority?: boolean;
  /**
   * Displayed width, for the browser's choice between the 768w and 1280w files (from 64 rem a
   * hero's screen is 550–690 px wide, decision 0065: at 1× every width takes the 768w file, at 2×
   * the 1280w). Phones: 85vw (the hero is ~90vw wide) lets a 1.75× phone take the 1× file (about 20 kB
   * instead of 35 kB for the first screen's LCP image); 3× phones still take the 1280w.
   */
  sizes?: string;
  /** False where the screen is not shown under 480 px (CSS): its phone canvas would be dead bytes. */
  phone?: boolean;
  /** Where the phone canvas is served instead, if not only under 480 px (the /solutions family cards). */
  phoneMedia?: string;
  className?: string;
}

/**
 * A product screen as AVIF (1×/2×) with a WebP fallback, width and height set (no layout shift),
 * lazy unless it is the first screen's image. Under 480 px the phone canvas replaces it: the
 * screen recomposed for a phone's width, its own fitted height given on its <source> (decisions 0035, 0039). Every byte here is on each product and sector
 * page's HTML budget (docs/decisions/design-history.md#0017), hence the terse `sizes` and no WebP srcset.
 * Presentational only, so the slider island can use it.
 */
export function ScreenPicture({
  sources,
  alt,
  priority = false,
  sizes = '(min-width:48rem) 36rem,85vw',
  phone = true,
  phoneMedia: media = phoneMedia,
  className,
}: ScreenPictureProps) {
  return (
    <picture>
      {phone && sources.phone && (
        <source
          media={media}
          type="image/avif"
          srcSet={sources.phone}
          width={sources.phoneWidth ?? phoneSize.width}
          height={sources.phoneHeight}
        />
      )}
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      <img
        src={sources.src}
        alt={alt}
        width={sources.width}
        height={sources.height}
        // `product-screen` also keeps the long alt texts out of the search index
        // (scripts/build-search-index.ts, decision 0011).
        className={cn('product-screen', className)}
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </picture>
  );
}
