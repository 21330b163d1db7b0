/**
 * The catch-all, registered last: serves the built site from dist/ as Fastify's not-found
 * handler, so every route other plugins register (/healthz, /api/*) wins over it, and any
 * request nothing else matched lands here: pages, assets, the language and canonical-URL
 * redirects, 405 for other methods, and the localized 404 page.
 *
 * Only files listed in the served release's manifest are ever sent (read at start, replaced
 * whole when local publishing swaps in a rebuilt site: site/current-release.ts, decision 0037); the URL is looked up in
 * it and never joined to a file-system path. The files are held in memory (site/file-store.ts)
 * with the precompressed .br/.gz siblings scripts/precompress.ts wrote, chosen by
 * Accept-Encoding, and revalidated with ETag/Last-Modified. No Range support: these are
 * small text files and images, and ignoring Range is always allowed (RFC 9110 §14.2).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControl } from '../site/manifest.ts';
import { chooseRepresentation, isNotModified, type StoredFile } from '../site/file-store.ts';
import { siteReleaseOf } from '../site/current-release.ts';
import { decide, localeCookie, localeCookieMaxAge } from '../site/redirects.ts';
import { localeInfo, type Locale } from '../../src/i18n/locales.ts';
import { useTranslations } from '../../src/i18n/ui.ts';
import { formPageCookie } from '../leads/form-token/cookie.ts';

const homePath: Record<Locale, string> = { en: '/', ar: '/ar' };

/**
 * Used only when the build has no 404 page: plain, no inline script or style (CSP-safe). Its
 * words are the UI strings' (src/i18n/ui), so the content checks see them in both languages.
 */
function fallbackNotFoundHtml(locale: Locale): string {
  const t = useTranslations(locale);
  const title = t('pages.notFound.title');
  const { dir } = localeInfo[locale];
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><h1>${title}</h1><p>${t('pages.notFound.description')}</p><p><a href="${homePath[locale]}">${t('common.backHome')}</a></p></body></html>`;
}

function appendVary(reply: FastifyReply, value: string) {
  const current = reply.getHeader('vary');
  const list =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase() || v === '*')) list.push(value);
  reply.header('vary', list.join(', '));
}

async function staticSite(app: FastifyInstance) {
  const { HSTS } = app.config;
  const release = await siteReleaseOf(app);
  const { dir, manifest, pages } = release.current;
  if (pages === 0) app.log.warn({ distDir: dir }, 'static site: no pages found; run the build first');
  else app.log.info({ distDir: dir, files: manifest.files.size, pages }, 'static site manifest built');

  const cookieSuffix = `; Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax${HSTS ? '; Secure' : ''}`;

  const sendError = (reply: FastifyReply, status: number, error: string, message: string) =>
    reply.code(status).header('cache-control', 'no-store').send({ error, message });

  /**
   * Sends a stored file: the best representation the client accepts, `Vary: Accept-Encoding`
   * always (the choice depends on it), validators and 304/412 only when `revalidate`.
   */
  const sendStored = (request: FastifyRequest, reply: FastifyReply, stored: StoredFile, revalidate: boolean) => {
    const representation = chooseRepresentation(stored, request.headers['accept-encoding']);
    appendVary(reply, 'Accept-Encoding');
    if (revalidate) {
      const ifMatch = request.headers['if-match'];
      if (ifMatch !== undefined && ifMatch.trim() !== '*' && !ifMatch.split(',').some((tag) => tag.trim() === representation.etag)) {
        return sendError(reply, 412, 'precondition_failed', 'The resource has changed.');
      }
      reply.header('etag', representation.etag).header('last-modified', stored.lastModified);
      if (isNotModified(request.headers, representation, stored)) return reply.code(304).send();
    }
    reply.header('content-type', stored.contentType);
    if (representation.encoding !== 'identity') reply.header('content-encoding', representation.encoding);
    return reply.send(representation.body);
  };

  const sendNotFoundPage = (request: FastifyRequest, reply: FastifyReply, locale: Locale, { manifest, store } = release.current) => {
    reply.code(404).header('cache-control', 'no-store').header('content-type', 'text/html; charset=utf-8');
    const file = manifest.notFoundPages[locale] ?? manifest.notFoundPages.en;
    const stored = file === undefined ? undefined : store.get(file);
    if (stored === undefined) return reply.send(fallbackNotFoundHtml(locale));
    // An error page has no validators: a 304 or 412 must not replace the 404
    // (`If-None-Match: *` would otherwise match), so it is sent unconditionally.
    return sendStored(request, reply, stored, false);
  };

  app.setNotFoundHandler(async function serveSite(request: FastifyRequest, reply: FastifyReply) {
    // One release for the whole answer, even if a swap happens meanwhile.
    const served = release.current;
    const { manifest, store } = served;
    const decision = decide(manifest, { method: request.method, url: request.url, localeCookie: request.cookies[localeCookie] });
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
        {
          // Pages with a lead form carry the time-trap token as a cookie (other pages never wait for it).
          const tokenCookie = served.formPages.has(decision.file.file)
            ? await formPageCookie(() => app.leads.issueFormToken(undefined, undefined), app.config)
            : undefined;
          if (tokenCookie) reply.header('set-cookie', tokenCookie).header('cache-control', cacheControl.formPage);
          const stored = store.get(decision.file.file);
          if (stored === undefined) return sendNotFoundPage(request, reply, 'en', served); // unreachable: the store holds the manifest
          return sendStored(request, reply, stored, true);
        }
      case 'not-found':
        return sendNotFoundPage(request, reply, decision.locale, served);
    }
  });
}

// The form pages' cookie comes from app.leads.issueFormToken; Fastify refuses to register this without the leads plugin.
export default fp(staticSite, { name: 'static-site', dependencies: ['leads'] });
