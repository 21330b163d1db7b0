import type { ClientDirective } from 'astro';

/**
 * `client:afterload`: hydrate once the page has finished loading (window `load`, then an idle
 * moment). For islands above the fold that work as plain HTML until then (slider, tabs, the
 * partner finder): their ~70 kB of JavaScript no longer competes with the fonts, stylesheet
 * and hero for the first paint (docs/decisions/0010-hydrate-after-load.md).
 */
const afterLoad: ClientDirective = (load) => {
  const hydrate = () => void load().then((run) => run());
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(hydrate, { timeout: 1000 }) : setTimeout(hydrate, 50));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};

export default afterLoad;
