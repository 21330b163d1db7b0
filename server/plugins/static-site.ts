/**
 * The catch-all, registered last: serves the built site from dist/ as Fastify's not-found
 * handler, so every route other plugins register (/healthz, /api/*) wins over it, and any
 * request nothing else matched lands here: pages, assets, the language and canonical-URL
 * redirects, 405 for other methods, and the localized 404 page.
 *
 * Only files listed in the manifest built at start are ever sent; the URL is looked up in
 * it and never joined to a file-system path. @fastify/static (serve: false) streams the
 * file with ETag/Last-Modified revalidation and picks the precompressed .br/.gz sibling
 * that scripts/precompress.ts wrote, according to Accept-Encoding.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { buildManifest, type Manifest } from '../site/manifest.ts';
import { decide, localeCookie, localeCookieMaxAge } from '../site/redirects.ts';
import { localeInfo, type Locale } from '../../src/i18n/locales.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the static site serves; built once at start. */
    siteManifest: Manifest;
  }
}

const fallbackNotFound: Record<Locale, { title: string; text: string; home: string; link: string }> = {
  en: { title: 'Page not found', text: 'The page you are looking for does not exist.', home: '/', link: 'Go to the home page' },
  ar: { title: 'الصفحة غير موجودة', text: 'الصفحة التي تبحث عنها غير موجودة.', home: '/ar', link: 'الذهاب إلى الصفحة الرئيسية' },
};

/** Used only when the build has no 404 page: plain, no inline script or style (CSP-safe). */
function fallbackNotFoundHtml(locale: Locale): string {
  const t = fallbackNotFound[locale];
  const { dir } = localeInfo[locale];
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title></head><body><h1>${t.title}</h1><p>${t.text}</p><p><a href="${t.home}">${t.link}</a></p></body></html>`;
}

const conditionalHeaders = ['if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since', 'if-range', 'range'] as const;

function appendVary(reply: FastifyReply, value: string) {
  const current = reply.getHeader('vary');
  const list = current === undefined ? [] : String(current).split(',').map((v) => v.trim()).filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase() || v === '*')) list.push(value);
  reply.header('vary', list.join(', '));
}

async function staticSite(app: FastifyInstance) {
  const { distDir, HSTS } = app.config;
  const manifest = await buildManifest(distDir);
  app.decorate('siteManifest', manifest);
  const pages = [...manifest.files.values()].filter((f) => f.kind === 'page').length;
  if (pages === 0) app.log.warn({ distDir }, 'static site: no pages found; run the build first');
  else app.log.info({ distDir, files: manifest.files.size, pages }, 'static site manifest built');

  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false, // set per kind of file below
    index: false,
    dotfiles: 'deny',
    suppressWarning: true,
  });

  const cookieSuffix = `; Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax${HSTS ? '; Secure' : ''}`;

  const sendError = (reply: FastifyReply, status: number, error: string, message: string) =>
    reply.code(status).header('cache-control', 'no-store').send({ error, message });

  const sendNotFoundPage = (request: FastifyRequest, reply: FastifyReply, locale: Locale) => {
    reply.code(404).header('cache-control', 'no-store').header('content-type', 'text/html; charset=utf-8');
    const file = manifest.notFoundPages[locale] ?? manifest.notFoundPages.en;
    if (file === undefined) return reply.send(fallbackNotFoundHtml(locale));
    // An error page has no validators and no ranges: a 304, 412 or 206 must not replace the
    // 404 (`If-None-Match: *` would otherwise match), so the file is sent unconditionally.
    for (const name of conditionalHeaders) delete request.raw.headers[name];
    return reply.sendFile(`/${file}`, { etag: false, lastModified: false, acceptRanges: false, cacheControl: false });
  };

  app.setNotFoundHandler(async function serveSite(request: FastifyRequest, reply: FastifyReply) {
    const decision = decide(manifest, { method: request.method, url: request.url, cookie: request.headers.cookie });
    switch (decision.kind) {
      case 'bad-request':
        return sendError(reply, 400, 'bad_request', 'The request could not be understood.');
      case 'uri-too-long':
        return sendError(reply, 414, 'uri_too_long', 'The requested address is too long.');
      case 'api-not-found':
        return sendError(reply, 404, 'not_found', 'Not found.');
      case 'method-not-allowed':
        reply.header('allow', 'GET, HEAD');
        return sendError(reply, 405, 'method_not_allowed', 'This method is not allowed here.');
      case 'redirect':
        reply.header('cache-control', decision.cacheControl);
        if (decision.varyCookie) appendVary(reply, 'Cookie');
        if (decision.setLocale) reply.header('set-cookie', `${localeCookie}=${decision.setLocale}${cookieSuffix}`);
        return reply.redirect(decision.location, decision.status);
      case 'file':
        reply.header('cache-control', decision.file.cacheControl);
        if (decision.varyCookie) appendVary(reply, 'Cookie');
        // @fastify/static adds `Vary: accept-encoding` and Content-Encoding when it picks a sibling.
        return reply.sendFile(`/${decision.file.file}`);
      case 'not-found':
        return sendNotFoundPage(request, reply, decision.locale);
    }
  });
}

export default fp(staticSite, { name: 'static-site' });
