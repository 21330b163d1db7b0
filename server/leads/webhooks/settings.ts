/**
 * LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET, checked at start (server/config/webhooks.ts): a bad value
 * stops the server with a message naming the variable, instead of failing every delivery.
 */

/** The URLs, de-duplicated, or a message saying what is wrong with them. */
export function parseWebhookUrls(value: string | undefined, allowPrivate: boolean): string[] | string {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const urls: string[] = [];
  for (const item of items) {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      return `"${redact(item)}" is not a URL`;
    }
    if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
      return `${redact(item)}: only https:// URLs are allowed (http:// only with LEAD_WEBHOOK_ALLOW_PRIVATE=true)`;
    }
    if (url.hash) return `${redact(item)}: a fragment (#…) has no meaning in a webhook URL`;
    if (!urls.includes(url.href)) urls.push(url.href);
  }
  return urls;
}

/** Null when the secret is a Standard Webhooks secret (`whsec_` + base64 of 24 to 64 bytes). */
export function parseWebhookSecret(value: string): string | null {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match?.[1]) return 'must be whsec_ followed by base64 (e.g. whsec_$(openssl rand -base64 32))';
  const bytes = Buffer.from(match[1], 'base64').length;
  if (bytes < 24 || bytes > 64) return `must encode 24 to 64 bytes (it encodes ${bytes})`;
  return null;
}

function redact(item: string): string {
  try {
    const url = new URL(item);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return item.replace(/\/\/[^@/]*@/, '//…@').slice(0, 80);
  }
}
