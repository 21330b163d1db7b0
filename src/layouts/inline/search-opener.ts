// The search opener, the one piece of search code a page carries (docs/decisions/0011-site-search.md).
// A click on a [data-search-open] link (otherwise a link to the site map), `/` or Ctrl/⌘-K imports
// the dialog module, which then loads Pagefind and the index; nothing of it is fetched before. If
// the import fails, the link is followed. Minified into every page's HTML (inline-scripts.ts).
// Until the dialog is there, an unseen field of the opener's holds the focus and what the visitor
// types (keys, an input method's text); the dialog takes its text over (review 17: the first
// letters typed while the module loaded were lost).

// A block, not a module: its names stay its own, and the script runs as soon as it is parsed.
{
  interface SearchDialog {
    open(from: Element | null, typed: HTMLInputElement): void;
  }
  /** What opened the dialog: the search link, or the element that had focus (it gets it back). */
  type Opener = (Element & { href?: string }) | null;

  let dialog: Promise<SearchDialog> | undefined;

  const openSearch = (from: Opener) => {
    // Focused in the click's or key's own task, so a phone's keyboard opens. Fixed at the top, so
    // focusing it scrolls nothing; its text the page's (16 or 17 px: the preflight's font: inherit),
    // so iOS does not zoom in; unseen (the dialog shows the text once it has loaded).
    const typed = document.body.appendChild(document.createElement('input'));
    typed.style.cssText = 'position:fixed;top:0;opacity:0';
    // Named as the search link is, in the page's language: a screen reader announces the field.
    // (setAttribute, not ariaLabel, and the import in brackets: the forms brotli packs the smallest.)
    typed.setAttribute('aria-label', document.querySelector('[data-search-open]')!.textContent!);
    typed.focus();
    // `as string`: TypeScript does not look for the module, which scripts/build-search-index.ts
    // writes into dist/ after the pages are built.
    (dialog ??= import('/_search/dialog.js' as string) as Promise<SearchDialog>)
      .then((module) => module.open(from, typed))
      .catch(() => {
        typed.remove();
        // Next time try again; this time follow the link (the site map), if it was one.
        dialog = undefined;
        if (from?.href) location.href = from.href;
      });
  };

  addEventListener('click', (event) => {
    // A click's target is an element (`?.`: a click dispatched to the document is not search's).
    const link = (event.target as Element).closest?.('[data-search-open]');
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
    const typing = key == '/' && ((target as HTMLElement).isContentEditable || (target as Element).closest?.('input,textarea,select'));
    if (event.defaultPrevented || event.altKey || !shortcut || typing || document.querySelector('dialog[open]')) return;
    event.preventDefault();
    // Focus goes back to where the visitor was when the dialog closes.
    const active = document.activeElement;
    openSearch(active instanceof HTMLElement && active != document.body ? active : null);
  });
}
