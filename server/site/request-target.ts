/**
 * A request to the static site's target, checked and decoded before anything is answered from
 * it (an unsafe or doubly encoded one is a 400), and put back together for a Location header.
 */

/** Longest request target accepted (path + query). Longer → 414. */
const maxUrlLength = 2048;

export interface Target {
  /** Decoded path. */
  path: string;
  /** Query string without the `?`, still encoded ('' when absent). */
  query: string;
}

// Only visible ASCII: browsers percent-encode everything else, and a raw control character,
// space or non-ASCII byte must never end up in a Location header.
const unsafeRawChar = /[^\x21-\x7e]/;
// After one decoding, an encoded dot, slash, backslash or NUL means double encoding.
const doubleEncoded = /%(?:2e|2f|5c|00)/i;

/** Validates and decodes the request target; `undefined` means 400 Bad Request. */
export function parseTarget(url: string): Target | 'too-long' | undefined {
  if (url.length > maxUrlLength) return 'too-long';
  if (!url.startsWith('/') || unsafeRawChar.test(url)) return undefined;
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined; // invalid percent-encoding
  }
  if (path.includes('\0') || path.includes('\\') || doubleEncoded.test(path)) return undefined;
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return { path, query };
}

/** A redirect's Location: a path from the manifest, encoded, with the request's own query. */
export function withQuery(path: string, query: string): string {
  return encodeURI(path) + (query ? `?${query}` : '');
}
