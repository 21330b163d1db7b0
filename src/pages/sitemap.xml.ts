import type { APIRoute } from 'astro';
import { extraRoutes, positionPath, routes } from '../routes.ts';
import { openPositionEntries } from '../lib/careers.ts';
import { locales } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import { absoluteUrl, alternates } from '../lib/seo.ts';
import { lastModified } from '../lib/lastmod.ts';

/** Every indexable page in both languages, with its hreflang alternates and last change. */
export const GET: APIRoute = async () => {
  const positions = (await openPositionEntries()).map((p) => positionPath(p.id));
  const paths = [...Object.values(routes), ...positions, extraRoutes.privacy, extraRoutes.sitemap];
  const urls = paths.flatMap((path) => {
    const lastmod = lastModified(path);
    return locales.map((locale) => {
      const links = alternates(path)
        .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${alt.href}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${absoluteUrl(localizePath(path, locale))}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}${links}\n  </url>`;
    });
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
