/**
 * The fragment of the current URL as an id. Anything can follow `#` in a link someone shares
 * (`#%E0`, half an escape, kilobytes of text): a hash that does not decode, or is longer than
 * any id we use, names nothing; it must never throw in an island and unmount it.
 */
const maxIdLength = 200;

export function hashId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw.length === 0 || raw.length > maxIdLength * 3) return '';
  try {
    const id = decodeURIComponent(raw);
    return id.length <= maxIdLength ? id : '';
  } catch {
    return '';
  }
}
