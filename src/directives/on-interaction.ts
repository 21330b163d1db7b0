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
 * directive's value, comma-separated (`client:interaction="tier"` for `?tier=gold`).
 *
 * A tap on a form's "Send" starts hydration but comes before it ends: the browser would refuse
 * an incomplete form with its own bubble, in the browser's language. So the refusal (`invalid`)
 * is prevented and the island marked `data-refused`; the form, once it validates itself
 * (`novalidate`, FormFrame), submits again to show its inline errors. A submit the browser lets
 * through posts natively as before. If the island fails to load, the browser validates again.
 * This adds to every island page's HTML: kept small for its 16 kB gzip budget.
 */
// `invalid`: a submit that came with none of the others (a screen reader's click).
const triggers = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'invalid'] as const;

const onInteraction: ClientDirective = (load, options, el) => {
  // A bare `client:interaction` gives `true`, which names no parameter of ours.
  const params = String(options.value).split(',');

  const urlAsksForState = () => {
    let target: HTMLElement | null = null;
    try {
      target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    } catch {
      // A hash that does not decode names nothing.
    }
    const query = new URLSearchParams(location.search);
    // contains(null) is false.
    return el.contains(target) || params.some((name) => query.has(name));
  };
  const onNavigate = () => {
    if (urlAsksForState()) hydrate();
  };
  const onInvalid = (event: Event) => {
    event.preventDefault();
    el.dataset['refused'] = '';
  };
  function hydrate() {
    for (const type of triggers) el.removeEventListener(type, hydrate, true);
    removeEventListener('hashchange', onNavigate);
    // Astro removes `ssr` once the island has run; a module that failed to load leaves it.
    void load()
      .then((run) => run())
      .then(() => el.hasAttribute('ssr') && el.removeEventListener('invalid', onInvalid, true));
  }

  el.addEventListener('invalid', onInvalid, true);

  // Not `once`: hydrate() removes every trigger.
  for (const type of triggers) el.addEventListener(type, hydrate, { capture: true, passive: true });
  addEventListener('hashchange', onNavigate);
  // Focus can already be inside (the visitor tabbed in before this script ran).
  if (el.contains(document.activeElement) || urlAsksForState()) hydrate();
};

export default onInteraction;
