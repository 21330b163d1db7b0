import type { ClientDirective } from 'astro';

/**
 * `client:afterload`: hydrate once the first screen is on it: after the window `load` event,
 * the web font, a contentful paint and one more frame, then in an idle moment. For islands
 * above the fold that work as plain HTML until then (slider, tabs, the partner finder): their
 * ~70 kB of JavaScript no longer competes with the font, stylesheet and hero for the first
 * paint (docs/decisions/0010-hydrate-after-load.md). `load` alone was not enough: on a fast
 * connection it fires before the hero text is painted with its preloaded font.
 */

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || performance.getEntriesByName('first-contentful-paint').length > 0) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

/** Resolves after the next frame has been rendered (rAF runs just before it is painted). */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });

/** Hidden tabs paint nothing and run no frames: hydrate anyway after this long. */
const giveUpWaitingMs = 5000;

const afterLoad: ClientDirective = (load) => {
  const pageLoaded = loaded();
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    void load().then((run) => run());
  };
  const firstScreenDone = async () => {
    await pageLoaded;
    await document.fonts.ready;
    await firstContentfulPaint();
    await nextFrame();
    await idle();
  };
  void firstScreenDone().then(hydrate, hydrate);
  void pageLoaded.then(() => setTimeout(hydrate, giveUpWaitingMs));
};

export default afterLoad;
