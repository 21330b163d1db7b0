/** Where feature blocks are laid out as cards shown open (styles/feature-blocks.css, 64 rem). */
const wide = '(width >= 64rem)';

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
 * From 64 rem the CSS shows every feature block open; the `open` state follows, so assistive
 * technology hears "expanded" for what is on screen, and a click on a summary cannot fold it.
 */
function syncWideBlocks(query: MediaQueryList): void {
  for (const block of document.querySelectorAll<HTMLDetailsElement>('details.feature-block')) {
    if (query.matches) block.open = true;
  }
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
  const query = window.matchMedia(wide);
  syncWideBlocks(query);
  query.addEventListener('change', () => syncWideBlocks(query));
  document.addEventListener(
    'toggle',
    (event) => {
      const block = event.target;
      if (query.matches && block instanceof HTMLDetailsElement && block.matches('.feature-block') && !block.open) block.open = true;
    },
    true,
  );
}
