import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { SliderLabels, SlideView } from './slide-view.ts';

interface SliderControlsProps {
  slides: SlideView[];
  active: number;
  stopped: boolean;
  labels: SliderLabels;
  go: (step: number) => void;
  toggle: () => void;
}

/**
 * Previous, next, pause/play and the position dots, white on the hero's navy band. From 64rem they
 * sit under the screen's column, as its pager (src/styles/hero.css).
 */
export function SliderControls({ slides, active, stopped, labels, go, toggle }: SliderControlsProps) {
  return (
    <div className="slider-controls absolute inset-x-0 bottom-6" data-testid="slider-controls">
      <div className="slider-controls-row container-page">
        <div className="slider-controls-bar flex items-center gap-2">
          <button type="button" onClick={() => go(-1)} className="slider-button" aria-label={labels.previous} data-testid="slider-prev">
            <ChevronLeft className="icon-directional size-5" aria-hidden="true" />
          </button>
          <button type="button" onClick={() => go(1)} className="slider-button" aria-label={labels.next} data-testid="slider-next">
            <ChevronRight className="icon-directional size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={toggle}
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
    </div>
  );
}
