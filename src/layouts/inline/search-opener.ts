// The search opener, the one piece of search code a page carries (docs/decisions/0011-site-search.md).
// A click on a [data-search-open] link (otherwise a link to the site map), `/` or Ctrl/⌘-K imports
// the dialog module, which then loads Pagefind and the index; nothing of it is fetched before. If
// the import fails, the link is followed. Minified into every page's HTML (inline-scripts.ts).

// A block, not a module: its names stay its own, and the script runs as soon as it is parsed.
{
  interface SearchDialog {
    open(from: Element | null): void;
  }
  /** What opened the dialog: the search link, or the element that had focus (it gets it back). */
  type Opener = (Element & { href?: string }) | null;

  let dialog: Promise<SearchDialog> | undefined;

  const openSearch = (from: Opener) => {
    // `as string`: TypeScript does not look for the module, which scripts/build-search-index.ts
    // writes into dist/ after the pages are built.
    dialog ??= import('/_search/dialog.js' as string) as Promise<SearchDialog>;
    dialog
      .then((module) => module.open(from))
      .catch(() => {
        // Next time try again; this time follow the link (the site map), if it was one.
        dialog = undefined;
        if (from?.href) location.href = from.href;
      });
  };

  addEventListener('click', (event) => {
    const link = event.target instanceof Element && event.target.closest('[data-search-open]');
    // A plain left click only: with a modifier the visitor asked for the link in a new tab or window.
    if (link && !event.button && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) {
      event.preventDefault();
      openSearch(link);
    }
  });

  addEventListener('keydown', (event) => {
    const { key, target } = event;
    const control = event.ctrlKey || event.metaKey;
    const shortcut = (control && (key == 'k' || key == 'K')) || (key == '/' && !control);
    // `/` typed into a field is text; an open dialog (search or another) keeps its own keys.
    const typing = key == '/' && target instanceof HTMLElement && (target.isContentEditable || target.closest('input,textarea,select'));
    if (event.defaultPrevented || event.altKey || !shortcut || typing || document.querySelector('dialog[open]')) return;
    event.preventDefault();
    // Focus goes back to where the visitor was when the dialog closes.
    const active = document.activeElement;
    openSearch(active instanceof HTMLElement && active != document.body ? active : null);
  });
}
