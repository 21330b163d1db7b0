import { useCallback, useEffect, useState } from 'react';
import { ScreenPicture } from '../visuals/ScreenPicture.tsx';
import type { ScreenSources } from '../visuals/screen-sources.ts';
import { eyebrowBase, heroHeadingBase } from '../ui/hero-text.ts';
import { cn } from '../../lib/cn.ts';
import { ArrowRight, ChevronRight, Pause, Play } from 'lucide-react';
import { interpolate } from '../../i18n/interpolate.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import { useHydrated } from './use-hydrated.ts';

export const SLIDE_INTERVAL_MS = 5000;

export interface SlideView {
  index: number;
  theme: 'light' | 'dark';
  eyebrow: string;
  image: ScreenSources;
  imageAlt: string;
  title: string;
  text: string;
}

interface SliderProps {
  slides: SlideView[];
  labels: { carousel: string; previous: string; next: string; pause: string; play: string; slideOf: string; contact: string };
  contactHref: string;
}

/**
 * Home slider (docs/requirements.md R5: 3 slides, 5000 ms, wraps; previous/next wrap). Beyond that, for WCAG
 * 2.2.2: a visible pause/play button, a pause while hovered or focused, and no auto-advance
 * under prefers-reduced-motion.
 */
export default function Slider({ slides, labels, contactHref }: SliderProps) {
  const [active, setActive] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  // Hidden slides' screens wait for hydration (after the load event): without JavaScript they
  // are never shown, and before it they would compete with the first screen's image.
  const hydrated = useHydrated();
  const count = slides.length;
  const rotating = !stopped && !hovered && !focused && !reducedMotion;

  // The first slide appears without a fade (an element fading in from opacity 0 delays the
  // first paint's largest text); only later changes animate.
  const [moved, setMoved] = useState(false);
  const go = useCallback(
    (step: number) => {
      setMoved(true);
      setActive((i) => (i + step + count) % count);
    },
    [count],
  );

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => go(1), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, go, active]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-testid="slider"
      data-rotating={rotating}
    >
      {/* All slides share one grid cell, so the slider is as tall as its tallest slide and
          does not change height (layout shift) as it rotates. */}
      <div className="grid" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.index}
            role="group"
            aria-roledescription="slide"
            aria-label={interpolate(labels.slideOf, { current: i + 1, total: count })}
            inert={i !== active}
            data-testid="slide"
            data-active={i === active}
            className={cn(
              'col-start-1 row-start-1',
              moved && 'slide-fade',
              i !== active && 'invisible',
              slide.theme === 'dark' ? 'bg-brand-900 text-white' : 'bg-brand-50 text-brand-950',
            )}
          >
            {/* The page hero's layout (src/styles/hero.css): on phones the product screen sits
                between the heading and the text, in the first screen. */}
            <div className="page-hero container-page min-h-[30rem] pb-28 pt-8 md:pt-16 lg:min-h-[32rem]">
              <div className="page-hero-title">
                <p className={cn(eyebrowBase, slide.theme === 'dark' ? 'text-accent-100' : 'text-accent-700')}>{slide.eyebrow}</p>
                <h2 className={heroHeadingBase}>{slide.title}</h2>
              </div>
              <div className="page-hero-lead">
                <p className={cn('max-w-xl text-lg', slide.theme === 'dark' ? 'text-brand-100' : 'text-ink-soft')}>{slide.text}</p>
                <a
                  href={contactHref}
                  className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-md bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800"
                  data-testid="slider-contact"
                >
                  {labels.contact}
                  <ArrowRight className="icon-directional size-4" aria-hidden="true" />
                </a>
              </div>
              <div className="page-hero-visual">
                {i === 0 || hydrated ? (
                  <ScreenPicture sources={slide.image} alt={slide.imageAlt} priority={i === 0} />
                ) : (
                  <div className="product-screen-placeholder" />
                )}
              </div>
            </div>
          </div>
        ))}
      </div>
      {/* The controls take the current slide's theme: navy on the light slide, white on the dark ones. */}
      <div className="slider-controls absolute inset-x-0 bottom-6" data-theme={slides[active]?.theme} data-testid="slider-controls">
        <div className="container-page flex items-center gap-2">
          <button type="button" onClick={() => go(-1)} className="slider-button" aria-label={labels.previous} data-testid="slider-prev">
            <ChevronRight className="icon-directional size-5 rotate-180" aria-hidden="true" />
          </button>
          <button type="button" onClick={() => go(1)} className="slider-button" aria-label={labels.next} data-testid="slider-next">
            <ChevronRight className="icon-directional size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            className="slider-button"
            aria-label={stopped ? labels.play : labels.pause}
            data-testid="slider-toggle"
          >
            {stopped ? <Play className="size-5" aria-hidden="true" /> : <Pause className="size-5" aria-hidden="true" />}
          </button>
          <ol className="ms-3 flex gap-2" aria-hidden="true">
            {slides.map((slide, i) => (
              <li key={slide.index} className="slider-dot" data-active={i === active} />
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
