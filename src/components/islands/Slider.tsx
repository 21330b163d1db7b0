import { interpolate } from '../../i18n/interpolate.ts';
import { Slide } from './slider/Slide.tsx';
import type { SliderLabels, SlideView } from './slider/slide-view.ts';
import { SliderControls } from './slider/SliderControls.tsx';
import { useRotation } from './slider/use-rotation.ts';
import { useHydrated } from './use-hydrated.ts';

interface SliderProps {
  slides: SlideView[];
  labels: SliderLabels;
  contactHref: string;
}

/**
 * Home slider (docs/requirements.md R5: 3 slides, 5000 ms, wraps; previous/next wrap). Beyond that, for WCAG
 * 2.2.2: a visible pause/play button, a pause while hovered or focused, and no auto-advance
 * under prefers-reduced-motion.
 */
export default function Slider({ slides, labels, contactHref }: SliderProps) {
  const count = slides.length;
  const { active, stopped, moved, rotating, go, toggle, setHovered, setFocused } = useRotation(count);
  // Hidden slides' screens wait for hydration (after the load event): without JavaScript they
  // are never shown, and before it they would compete with the first screen's image.
  const hydrated = useHydrated();

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
      <div className="slider-track grid" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <Slide
            key={slide.index}
            slide={slide}
            label={interpolate(labels.slideOf, { current: i + 1, total: count })}
            active={i === active}
            moved={moved}
            showScreen={i === 0 || hydrated}
            first={i === 0}
            contactHref={contactHref}
            contactLabel={labels.contact}
          />
        ))}
      </div>
      <SliderControls slides={slides} active={active} stopped={stopped} labels={labels} go={go} toggle={toggle} />
    </section>
  );
}
