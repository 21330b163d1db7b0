/**
 * Where feature blocks are laid out as cards shown open: from 64 rem (styles/feature-blocks-open.css,
 * the contact page's branch cards: styles/branch-cards.css), the sector pages' capability cards
 * from 48 rem (styles/sector-cards.css).
 */
const cardsFrom: readonly (readonly [selector: string, query: string])[] = [
  ['details.feature-block', '(width >= 64rem)'],
  ['.feature-grid > details.feature-block', '(width >= 48rem)'],
];

/**
 * Opens the `<details>` a link points at or into. A search result lands on a feature block
 * (`/industry#quality`) or its heading, and on a phone the block is folded. Chromium opens a
 * `<details>` whose hidden content holds the fragment's target by itself; this also covers the
 * block itself, its summary, and hash changes after load.
 */
function openDisclosuresFor(target: Element | null): void {
  for (let el = target?.closest('details'); el; el = el.parentElement?.closest('details')) el.open = true;
}

/**
 * Where the CSS shows the blocks open, the `open` state follows, so assistive technology hears
 * "expanded" for what is on screen, and a click on a summary cannot fold it.
 */
function keepCardsOpen(selector: string, query: MediaQueryList): void {
  const sync = () => {
    if (query.matches) for (const block of document.querySelectorAll<HTMLDetailsElement>(selector)) block.open = true;
  };
  sync();
  query.addEventListener('change', sync);
  document.addEventListener(
    'toggle',
    (event) => {
      const block = event.target;
      if (query.matches && block instanceof HTMLDetailsElement && block.matches(selector) && !block.open) block.open = true;
    },
    true,
  );
}

/**
 * The element the URL's fragment names. A fragment that does not decode (`#%E0`) names nothing.
 * Not url-hash.ts's hashId: an import shared with the islands would make this page script a chain
 * of files (shells/FeatureBlocksScript.astro); `:target` is not set yet when this runs at load.
 */
function fragmentTarget(): Element | null {
  try {
    return document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
  } catch {
    return null;
  }
}

export function revealHashTarget(): void {
  const reveal = () => openDisclosuresFor(fragmentTarget());
  reveal();
  window.addEventListener('hashchange', reveal);
  for (const [selector, query] of cardsFrom) keepCardsOpen(selector, window.matchMedia(query));
}
