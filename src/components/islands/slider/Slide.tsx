import { ArrowRight } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { eyebrowBase, screenHeroHeadingBase } from '../../ui/hero-text.ts';
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
 * One slide in the page hero's layout, recomposed (`.slide-hero`, src/styles/hero.css): under
 * 64rem heading, lead and button come before the screen, so a 360 × 640 phone shows all three;
 * from 64rem the text is centred on the screen beside it and the controls sit under the screen.
 */
export function Slide({ slide, label, active, moved, showScreen, first, contactHref, contactLabel }: SlideProps) {
  const dark = slide.theme === 'dark';
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      inert={!active}
      data-testid="slide"
      data-active={active}
      className={cn(
        'slide col-start-1 row-start-1',
        moved && 'slide-fade',
        !active && 'invisible',
        dark ? 'bg-brand-900 text-white' : 'bg-brand-50 text-brand-950',
      )}
    >
      <div className="page-hero slide-hero container-page pb-24 pt-8 md:pt-16">
        <div className="page-hero-title">
          <p className={cn(eyebrowBase, dark ? 'text-accent-100' : 'text-brand-700')}>{slide.eyebrow}</p>
          <h2 className={screenHeroHeadingBase}>{slide.title}</h2>
        </div>
        <div className="page-hero-lead">
          <p className={cn('max-w-xl text-lg', dark ? 'text-brand-100' : 'text-ink-soft')}>{slide.text}</p>
          <a
            href={contactHref}
            className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-md bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800"
            data-testid="slider-contact"
          >
            {contactLabel}
            <ArrowRight className="icon-directional size-4" aria-hidden="true" />
          </a>
        </div>
        <div className="page-hero-visual">
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
