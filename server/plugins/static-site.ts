/**
 * The catch-all, registered last: serves the built site from dist/ as a `/*` route and as
 * Fastify's not-found handler, so every route other plugins register (/healthz, /api/*) wins
 * over it, and any request nothing else matched lands here: pages, assets, the language and canonical-URL
 * redirects, 405 for other methods, and the localized 404 page.
 *
 * Only files listed in the served release's URL table are ever sent (site/manifest.ts, listed
 * once per release: site/current-release.ts, decision 0037); the URL is looked up in it and
 * never joined to a file-system path. The bytes come from disk through @fastify/static's
 * `reply.sendFile`, with the precompressed .br/.gz siblings scripts/precompress.ts wrote chosen
 * by Accept-Encoding, and revalidated with its ETag alone (304; no Last-Modified). No Range support:
 * these are small text files and images, and ignoring Range is always allowed (RFC 9110 §14.2).
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControl } from '../site/manifest.ts';
import { siteReleaseOf, type SiteRelease } from '../site/current-release.ts';
import { localeCookie, localeCookieMaxAge } from '../site/language.ts';
import { decide } from '../site/redirects.ts';
import { localeInfo, type Locale } from '../../src/i18n/locales.ts';
import { useTranslations } from '../../src/i18n/ui.ts';
import { formTokenCookieOptions } from '../leads/form-token/service.ts';
import { formTokenCookie } from '../leads/form-token/token.ts';

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

/** RFC 9110 §13.2.1: preconditions are ignored when the answer would not be a 2xx. */
const preconditions = ['if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since', 'if-range'];

async function staticSite(app: FastifyInstance) {
  const { HSTS } = app.config;
  const release = await siteReleaseOf(app);
  const { dir, manifest, pages } = release.current;
  if (pages === 0) app.log.warn({ distDir: dir }, 'static site: no pages found; run the build first');
  else app.log.info({ distDir: dir, files: manifest.files.size, pages }, 'static site listed');
  // Only `reply.sendFile`, with a release's folder and a path from its table: no route of its own.
  // The ETag is the one validator: without Last-Modified, every page's first response is ~47 bytes
  // shorter (it must fit one TCP window: decision 0080) and no If-Modified-Since can yield a 304.
  await app.register(fastifyStatic, {
    serve: false,
    preCompressed: true,
    cacheControl: false,
    acceptRanges: false,
    index: false,
    lastModified: false,
  });

  // Set through @fastify/cookie: the same attributes and bytes as written by hand, in its order
  // (`Max-Age` before `Path`); every page's first response must fit one TCP window (decision 0080).
  const localeCookieOptions = { path: '/', maxAge: localeCookieMaxAge, sameSite: 'lax', secure: HSTS } as const;
  const tokenCookieOptions = formTokenCookieOptions(app.config);

  const sendError = (reply: FastifyReply, status: number, error: string, message: string) =>
    reply.code(status).header('cache-control', 'no-store').send({ error, message });

  const sendNotFoundPage = (request: FastifyRequest, reply: FastifyReply, locale: Locale, served: SiteRelease, fallback = false) => {
    reply.code(404).header('cache-control', 'no-store').header('content-type', 'text/html; charset=utf-8');
    const file = served.manifest.notFoundPages[locale] ?? served.manifest.notFoundPages.en;
    if (file === undefined || fallback) return reply.send(fallbackNotFoundHtml(locale));
    request.servedFile = file;
    // An error page has no validators, and a 304 or 412 must not replace the 404.
    for (const name of preconditions) delete request.raw.headers[name];
    return reply.sendFile(`/${file}`, served.dir, { etag: false, lastModified: false });
  };

  async function serveSite(request: FastifyRequest, reply: FastifyReply) {
    // A second pass means a listed file was missing on disk (sendFile called the not-found
    // handler): the release changed under a running server. One release for the whole answer.
    const again = request.servedRelease !== null;
    const served = request.servedRelease ?? release.current;
    request.servedRelease = served;
    const decision = decide(served.manifest, { method: request.method, url: request.url, localeCookie: request.cookies[localeCookie] });
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
        if (decision.setLocale) reply.setCookie(localeCookie, decision.setLocale, localeCookieOptions);
        return reply.redirect(decision.location, decision.status);
      case 'file': {
        if (again) return sendNotFoundPage(request, reply, decision.file.kind === 'page' ? decision.file.locale : 'en', served, true);
        reply.header('cache-control', decision.file.cacheControl);
        if (decision.varyCookie) appendVary(reply, 'Cookie');
        // Pages with a lead form carry the time-trap token as a cookie (other pages never wait for it),
        // so a form posted without JavaScript carries the time the page was served (token.ts). None
        // when the trap is off or the token cannot be issued (its secret is read from the database:
        // the post would fail then anyway, and the page itself still goes out).
        const token = served.formPages.has(decision.file.file)
          ? (await app.leads.issueFormToken(undefined, undefined).catch(() => null))?.token
          : undefined;
        if (token) reply.setCookie(formTokenCookie, token, tokenCookieOptions).header('cache-control', cacheControl.formPage);
        if (decision.file.kind === 'page') request.servedFile = decision.file.file;
        return reply.sendFile(`/${decision.file.file}`, served.dir);
      }
      case 'not-found':
        return sendNotFoundPage(request, reply, decision.locale, served);
    }
  }
  // GET and HEAD of any path other routes do not own; other methods and a file missing on disk
  // reach the not-found handler, which answers the same way.
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: serveSite });
  app.setNotFoundHandler(serveSite);
}

// The form pages' cookie comes from app.leads.issueFormToken; Fastify refuses to register this without the leads plugin.
export default fp(staticSite, { name: 'static-site', dependencies: ['leads'] });
