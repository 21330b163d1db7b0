import type { ClientDirective } from 'astro';
import { eventsBefore, hydrationTriggers, recordEarlyInput } from './early-input.ts';

/**
 * `client:interaction`: hydrate when the visitor first points at, touches, focuses or types into
 * the island, so a page view without interaction evaluates none of its JavaScript (issue 15;
 * docs/decisions/0016-hydrate-on-interaction.md). Every such island works as HTML until then.
 *
 * Hydrates at once instead when the URL asks for a state only the script can show: a hash naming
 * an element inside the island (a tab panel), or one of the query parameters given as the
 * directive's value (`client:interaction="tier"` for `?tier=gold`).
 *
 * What the visitor does between the first interaction and React taking over is not lost
 * (early-input.ts). In-page links (the tabs) work as links meanwhile; the island reads the hash.
 */

const onInteraction: ClientDirective = (load, options, el) => {
  const params = typeof options.value === 'string' ? options.value.split(',') : [];
  // The runtime is fetched on the first interaction anywhere on the page (or when the page is
  // idle after load): if that interaction, or a later one, was with this island, hydrate now.
  const earlier = eventsBefore(el);
  const early = recordEarlyInput(el, earlier);
  let started = false;

  const urlAsksForState = () => {
    let target: HTMLElement | null = null;
    try {
      target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    } catch {
      // A hash that does not decode names nothing.
    }
    const query = new URLSearchParams(location.search);
    return Boolean(target && el.contains(target)) || params.some((name) => query.has(name.trim()));
  };
  const onNavigate = () => {
    if (urlAsksForState()) hydrate();
  };
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of hydrationTriggers) el.removeEventListener(type, hydrate, true);
    removeEventListener('hashchange', onNavigate);
    void load()
      .then((run) => run())
      .finally(() => early.handOver());
  };

  for (const type of hydrationTriggers) el.addEventListener(type, hydrate, { capture: true, passive: true });
  addEventListener('hashchange', onNavigate);
  // Focus can already be inside (the visitor tabbed in before this script ran).
  if (earlier.length > 0 || el.contains(document.activeElement) || urlAsksForState()) hydrate();
};

export default onInteraction;
