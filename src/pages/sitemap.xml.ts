import type { APIRoute } from 'astro';
import { extraRoutes, routes } from '../routes.ts';
import { locales } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import { absoluteUrl, alternates } from '../lib/seo.ts';

/** Every indexable page in both languages, each with its hreflang alternates. */
export const GET: APIRoute = () => {
  const paths = [...Object.values(routes), extraRoutes.privacy, extraRoutes.sitemap];
  const urls = paths.flatMap((path) =>
    locales.map((locale) => {
      const links = alternates(path)
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${alt.href}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${absoluteUrl(localizePath(path, locale))}</loc>\n${links}\n  </url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
