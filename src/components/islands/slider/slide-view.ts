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
  /**
   * Where its phone canvas is cut, in canvas px (320 wide), when the whole canvas is taller than
   * the slides' common frame: just under the rule of a whole table row (slidePhoneCrops). Absent:
   * the canvas shows whole.
   */
  phoneCrop?: number | undefined;
}

/**
 * The slides' phone canvases that are cut to the others' height (~345–361 px): the stock screen,
 * after its fifth row (Tea) and that row's rule, so all three slides are one fixed composition and
 * each screen ends on a whole row. Read off the files (rules at y 714/686 of 848/874 at 2×);
 * tests/unit/slide-crops.test.ts checks the rule is there.
 */
export const slidePhoneCrops: Readonly<Record<string, number>> = { 'stock-levels.en': 358, 'stock-levels.ar': 344 };

export interface SliderLabels {
  carousel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  slideOf: string;
  contact: string;
}
