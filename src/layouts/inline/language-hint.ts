// The language hint (decision 0036): the layout renders it hidden, in flow, first in the page;
// this reveals it, right after it and before the first paint, for a visitor whose browser
// prefers the hint's language, once per visit: showing it sets `langHint` as a session cookie,
// so the next page of the visit opens on its header. The cookie names (`i18next`: a language
// chosen; `langHint`: the hint seen this visit, or dismissed for a year) are read only for those
// visitors. Without cookies or scripts there is no hint.

// A block, not a module: its names stay its own, and the script runs as soon as it is parsed.
{
  /** A year in seconds (365 × 24 × 60 × 60), as the privacy notice says (tests/unit/privacy-notice.test.ts). */
  const dismissedFor = 31536000;

  const hint = document.getElementById('lang-suggestion');
  const preferred = (navigator.languages?.[0] || navigator.language || '').toLowerCase().split('-')[0];

  const cookieNames = (): (string | undefined)[] | undefined => {
    try {
      return document.cookie.split('; ').map((pair) => pair.split('=')[0]);
    } catch {
      // Cookies blocked (a sandboxed frame): the hint could not be dismissed, so it stays hidden.
      return undefined;
    }
  };

  const names = hint && preferred == hint.dataset['locale'] && cookieNames();
  // `secure` where the page came over HTTPS (not on http://localhost).
  const attributes = `;path=/;samesite=lax${location.protocol == 'https:' ? ';secure' : ''}`;
  if (hint && names && !names.includes('i18next') && !names.includes('langHint')) {
    hint.hidden = false;
    // No max-age: the browser drops it when the visit ends.
    document.cookie = `langHint=seen${attributes}`;
    document.getElementById('lang-suggestion-dismiss')?.addEventListener('click', () => {
      hint.hidden = true;
      document.cookie = `langHint=off;max-age=${dismissedFor}${attributes}`;
    });
  }
}
