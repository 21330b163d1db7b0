/**
 * Security headers on every response: pages, assets, API answers, errors, 404s, redirects and
 * load-shedding 503s. Set in an onSend hook, the last step every reply sent through Fastify
 * passes (reply.sendFile and the error handler included), and only when a route did not set
 * its own value.
 *
 * The Content-Security-Policy is built per release (at start, and for a rebuilt site swapped
 * in), and a page gets the one of the release it was served from. A page's inline <script> and
 * <style> elements are allowed by their SHA-256 hashes, which scripts/precompress.ts collects into
 * dist/_csp.json: its own only (fewer bytes in the header every page's first round trip carries,
 * decision 0080, and no page may run another's inline code); other answers get the build's whole
 * set. There is no 'unsafe-inline'. Framing is refused by `frame-ancestors 'none'`, which
 * every current browser honours; X-Frame-Options, its predecessor, would repeat it on every page.
 *
 * Fonts, stylesheets, images and scripts get a short set instead (decision 0021): the document
 * policies (CSP of the page, permissions, framing, opener, referrer) do not apply to a
 * subresource, and the ~900 bytes they add to each of them cost a phone a round trip on the way
 * to the LCP. They keep `nosniff`, HSTS and a CSP that leaves an SVG opened on its own no script
 * and no framing. A worker is the exception: its CSP is the one of its own response, so the
 * search's worker keeps the page's set (`default-src 'none'` would stop its fetches and its
 * WebAssembly). A script of ours run as a worker by mistake gets the stricter short set.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CspHashes } from '../site/csp.ts';
import { siteReleaseOf, type SiteRelease } from '../site/current-release.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The header set this plugin adds, for responses written outside Fastify's lifecycle. */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

const hstsValue = 'max-age=31536000; includeSubDomains';

// Fonts and fetches fall back to default-src ('self'): no font-src or connect-src of their own, whose
// bytes every page's first response paid for (decision 0080's window).
function buildCsp(hashes: CspHashes, options: { upgradeInsecureRequests: boolean }): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...hashes.scriptHashes].join(' '),
    ["style-src 'self'", ...hashes.styleHashes].join(' '),
    "img-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ];
  if (options.upgradeInsecureRequests) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** A document's header set; scripts/nginx-release.ts writes the build's whole set for nginx (decision 0082). */
export function buildSecurityHeaders(hashes: CspHashes, options: { hsts: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': buildCsp(hashes, { upgradeInsecureRequests: options.hsts }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': [
      'accelerometer=()',
      'autoplay=()',
      'browsing-topics=()',
      'camera=()',
      'display-capture=()',
      'geolocation=()',
      'gyroscope=()',
      'magnetometer=()',
      'microphone=()',
      'payment=()',
      'usb=()',
    ].join(', '),
    'cross-origin-opener-policy': 'same-origin',
  };
  if (options.hsts) headers['strict-transport-security'] = hstsValue;
  return headers;
}

/** The headers of a font, stylesheet or image response. */
function buildSubresourceHeaders(options: { hsts: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    'x-content-type-options': 'nosniff',
  };
  if (options.hsts) headers['strict-transport-security'] = hstsValue;
  return headers;
}

const subresourceType = /^(?:font\/|text\/css|image\/|text\/javascript|application\/javascript)/;
/** Scripts that run as workers (Pagefind's search index reader; see above). */
const workerScripts = new Set(['/pagefind/pagefind-worker.js']);

async function securityHeaders(app: FastifyInstance) {
  // The hashes belong to a release: a rebuilt site brings its own (decision 0037), and a page
  // gets the set of the release it was read from, even if a swap happened while it was sent.
  const release = await siteReleaseOf(app);
  type HeaderSet = { headers: Readonly<Record<string, string>>; entries: Array<[string, string]> };
  // Per release, one set per page file (built on its first request) and one for every other answer. A cache keyed by
  // release, not per-request state: a release swapped out and no longer served is dropped with its sets.
  const built = new WeakMap<SiteRelease, Map<string | null, HeaderSet>>();
  const headersOf = (served: SiteRelease, file: string | null = null) => {
    let sets = built.get(served);
    if (sets === undefined) {
      if (!served.csp.found) app.log.warn({ distDir: served.dir }, 'no _csp.json in the build: inline scripts and styles will be blocked');
      sets = new Map();
      built.set(served, sets);
    }
    const own = file === null ? undefined : served.csp.pages.get(file);
    const key = own === undefined ? null : file;
    let set = sets.get(key);
    if (set === undefined) {
      const headers = Object.freeze(buildSecurityHeaders(own ?? served.csp, { hsts: app.config.HSTS }));
      set = { headers, entries: Object.entries(headers) };
      sets.set(key, set);
    }
    return set;
  };
  headersOf(release.current);
  const subresourceEntries = Object.entries(buildSubresourceHeaders({ hsts: app.config.HSTS }));
  app.decorate('securityHeaders', { getter: () => headersOf(release.current).headers });

  app.addHook('onSend', async (request, reply, payload) => {
    const subresource =
      reply.statusCode < 400 &&
      subresourceType.test(String(reply.getHeader('content-type') ?? '')) &&
      !workerScripts.has(request.url.split('?')[0] ?? '');
    for (const [name, value] of subresource
      ? subresourceEntries
      : headersOf(request.servedRelease ?? release.current, request.servedFile).entries) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    reply.removeHeader('x-powered-by');
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
