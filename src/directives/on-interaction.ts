import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrate when the visitor first points at, touches, focuses or types into
 * the island, so a page view without interaction evaluates none of its JavaScript
 * (docs/decisions/0025). Every such island works as HTML until then: tabs and tier filters are
 * links, forms post natively, and fields keep what was typed (React keeps a field's value when
 * it hydrates; an island with controlled state reads the field once it has hydrated).
 *
 * Hydrates at once when the URL asks for a state only the script can show: a hash naming an
 * element inside the island (a tab panel), or one of the query parameters given as the
 * directive's value (`client:interaction="tier"` for `?tier=gold`).
 */
const triggers = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const onInteraction: ClientDirective = (load, options, el) => {
  const params = typeof options.value === 'string' ? options.value.split(',').map((name) => name.trim()) : [];

  const urlAsksForState = () => {
    let target: HTMLElement | null = null;
    try {
      target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    } catch {
      // A hash that does not decode names nothing.
    }
    const query = new URLSearchParams(location.search);
    return Boolean(target && el.contains(target)) || params.some((name) => query.has(name));
  };
  const onNavigate = () => {
    if (urlAsksForState()) hydrate();
  };
  function hydrate() {
    for (const type of triggers) el.removeEventListener(type, hydrate, true);
    removeEventListener('hashchange', onNavigate);
    void load().then((run) => run());
  }

  for (const type of triggers) el.addEventListener(type, hydrate, { capture: true, passive: true, once: true });
  addEventListener('hashchange', onNavigate);
  // Focus can already be inside (the visitor tabbed in before this script ran).
  if (el.contains(document.activeElement) || urlAsksForState()) hydrate();
};

export default onInteraction;
