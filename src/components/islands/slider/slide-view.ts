import type { ScreenSources } from '../../visuals/screen-sources.ts';

/** One slide of the home slider, as the page gives it. */
export interface SlideView {
  index: number;
  theme: 'light' | 'dark';
  eyebrow: string;
  image: ScreenSources;
  imageAlt: string;
  title: string;
  text: string;
}

export interface SliderLabels {
  carousel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  slideOf: string;
  contact: string;
}
