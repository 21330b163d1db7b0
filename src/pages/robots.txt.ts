import type { APIRoute } from 'astro';
import { absoluteUrl } from '../lib/seo.ts';

export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /sent\nDisallow: /not-sent\nDisallow: /ar/sent\nDisallow: /ar/not-sent\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
