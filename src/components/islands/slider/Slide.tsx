import { ArrowRight } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { eyebrowBase, heroHeadingBase } from '../../ui/hero-text.ts';
import { ScreenPicture } from '../../visuals/ScreenPicture.tsx';
import type { SlideView } from './slide-view.ts';

interface SlideProps {
  slide: SlideView;
  label: string;
  active: boolean;
  /** Fade in: only after the first change (the first slide appears without one). */
  moved: boolean;
  /** Whether this slide's product screen is drawn (the first always; the others after hydration). */
  showScreen: boolean;
  first: boolean;
  contactHref: string;
  contactLabel: string;
}

/**
 * One slide on the hero's one navy band: the slider changes its content, not the page's frame, so
 * a slide's theme (the spec's light or dark, kept as `data-theme`) no longer recolours the band.
 * The slide in the page hero's layout, recomposed (`.slide-hero`, src/styles/hero.css): under
 * 64rem heading, lead and button come before the screen, so a 360 × 640 phone shows all three;
 * from 64rem the text is centred on the screen beside it and the controls sit under the screen.
 */
export function Slide({ slide, label, active, moved, showScreen, first, contactHref, contactLabel }: SlideProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      inert={!active}
      data-testid="slide"
      data-active={active}
      data-theme={slide.theme}
      className={cn('slide col-start-1 row-start-1 bg-brand-900 text-white', moved && 'slide-fade', !active && 'invisible')}
    >
      <div className="page-hero slide-hero container-page pb-24 pt-8 md:pt-16">
        <div className="page-hero-title">
          <p className={cn(eyebrowBase, 'text-accent-100')}>{slide.eyebrow}</p>
          <h2 className={heroHeadingBase}>{slide.title}</h2>
        </div>
        <div className="page-hero-lead">
          <p className="max-w-xl text-lg text-brand-100">{slide.text}</p>
          <a
            href={contactHref}
            className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-md bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800"
            data-testid="slider-contact"
          >
            {contactLabel}
            <ArrowRight className="icon-directional size-4" aria-hidden="true" />
          </a>
        </div>
        {/* Phones: the screen a closed window of a fixed height (slider.css), cut under a whole row if its
            canvas is taller than the others'. */}
        <div className="page-hero-visual" data-crop={slide.phoneCrop}>
          {showScreen ? (
            <ScreenPicture sources={slide.image} alt={slide.imageAlt} priority={first} />
          ) : (
            <div className="product-screen-placeholder" />
          )}
        </div>
      </div>
    </div>
  );
}
