/** A transparent 1×1 GIF: the fallback that costs no request. */
const blank = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

interface WideScreenImageProps {
  src: string;
  alt: string;
  className: string;
  width?: number;
  height?: number;
  /** The hero's image: fetched early with high priority on wide screens. */
  priority?: boolean;
}

/**
 * An illustration shown from the md breakpoint (48rem) up and hidden below it. A hidden <img>
 * is still downloaded (browsers fetch every non-lazy image), which on phones competed with the
 * fonts for the first screen: here only the <source> for wide screens names the file, and the
 * fallback <img> is an inline blank, so phones make no request.
 */
export function WideScreenImage({ src, alt, className, width = 640, height = 480, priority = false }: WideScreenImageProps) {
  return (
    <picture>
      <source media="(min-width: 48rem)" srcSet={src} width={width} height={height} />
      <img src={blank} alt={alt} width={width} height={height} className={className} decoding="async" {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })} />
    </picture>
  );
}
