import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/seo.ts';

// The form-outcome pages (/sent, /not-sent) are not disallowed: a crawler must be able to fetch
// them to see their `noindex`; a disallowed URL can still be indexed from links to it.
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
