/**
 * What every lead post passes before it is stored: the cross-site check, the bound on uploads
 * in progress, the limit on accepted posts per client, and the time-trap token's verdict.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createConcurrencyGate, type ConcurrencyGate } from '../../http/concurrency-gate.ts';
import { clientKey } from '../../http/client-key.ts';
import { formTokenCookie } from '../../leads/form-token/token.ts';
import type { TokenCheck } from '../../leads/form-token/service.ts';
import { requestLocale, translate } from '../../http/respond.ts';
import { refuse } from '../../http/lead-outcome.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

export interface LeadGuards {
  uploads: ConcurrencyGate;
  /** The key the upload bound counts a client under (http/client-key.ts, as every limit). */
  uploadKey(request: FastifyRequest): string;
  /**
   * Counts one accepted post for this client: when that goes over RATE_LIMIT_MAX, the seconds
   * until its window ends (the Retry-After); else null.
   */
  overAcceptedLimit(request: FastifyRequest): Promise<number | null>;
  /**
   * The form-token service's verdict on the post's token (body, else its page's cookie), the
   * use to record with the lead and whether it served a lead already; null when the time trap is off (MIN_FILL_MS=0). Waits for the
   * database (`app.leads.judgeFormToken`): a post that arrives while it opens is judged like any
   * other, not let through unchecked.
   */
  tokenVerdict(request: FastifyRequest, fromBody: string | undefined): Promise<TokenCheck | null>;
}

export function createLeadGuards(app: FastifyInstance): LeadGuards {
  const { config } = app;
  // Validation failures are not counted here: only posts that would be stored are, per route.
  const checkAccepted = app.createRateLimit({
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => `accepted ${request.routeOptions.url ?? ''}|${clientKey(request.ip)}`,
  });
  return {
    // Half the slots at most for one address (at least one): a job seeker sends one CV at a time.
    uploads: createConcurrencyGate(config.UPLOAD_CONCURRENCY, Math.max(1, Math.floor(config.UPLOAD_CONCURRENCY / 2))),
    uploadKey: (request) => clientKey(request.ip),
    async overAcceptedLimit(request) {
      const limit = await checkAccepted(request);
      return !limit.isAllowed && limit.isExceeded ? limit.ttlInSeconds : null;
    },
    tokenVerdict: (request, fromBody) => app.leads.judgeFormToken(fromBody, request.cookies[formTokenCookie]),
  };
}

/** A post from another site's page: refused before anything is read. */
export function refuseCrossSite(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (!isCrossSite(request)) return undefined;
  const locale = requestLocale(request);
  request.log.info({ origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] }, 'cross-site form post refused');
  return refuse(request, reply, locale, 403, { form: translate(locale, 'errors.crossSite') });
}

/** The post's form token served an accepted lead already: reload the form for a new one (decision 0029). */
export function answerFormUsed(request: FastifyRequest, reply: FastifyReply, locale: Locale): FastifyReply {
  request.log.info('lead not stored: its form token was used for an accepted lead already');
  return refuse(request, reply, locale, 409, { form: translate(locale, 'errors.formUsed') });
}

/** 429 for a client over the accepted-posts limit, in its language; Retry-After is when its window ends. */
export function answerRateLimited(request: FastifyRequest, reply: FastifyReply, locale: Locale, retryAfterSeconds: number): FastifyReply {
  reply.header('retry-after', String(retryAfterSeconds));
  return refuse(request, reply, locale, 429, { form: translate(locale, 'errors.rateLimited') });
}

/**
 * "Try again in a moment": the upload bound is reached. The body is not parsed or stored:
 * Node discards it as it arrives (bounded by BODY_TIMEOUT_MS), so the browser, which reads
 * the answer only once it has sent its body, gets this message instead of a reset connection.
 */
export function answerBusy(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds = 5): FastifyReply {
  const locale = requestLocale(request);
  reply.header('retry-after', String(retryAfterSeconds));
  return refuse(request, reply, locale, 503, { form: translate(locale, 'errors.busy') });
}

/**
 * The client hung up while its post was read or checked: storing it now would surprise it
 * (it saw an error and will send again). The socket tells: the request stream itself is
 * destroyed as soon as its body has been read.
 */
export function clientGone(request: FastifyRequest): boolean {
  return request.raw.socket?.destroyed === true;
}

/** Ends a request whose client is gone; nobody reads the answer, but the reply must end. */
export function endForGoneClient(request: FastifyRequest, reply: FastifyReply, what: string): FastifyReply {
  request.log.info(`${what} not stored: the client left before it was accepted`);
  return reply.code(400).header('connection', 'close').send();
}

/**
 * Whether a state-changing request was made by another site's page (a cross-site form post or
 * fetch that would make our visitors' browsers submit leads). Browsers send Sec-Fetch-Site;
 * older ones send Origin on POST. Requests with neither (old browsers, curl, server-to-server)
 * are not a browser acting for another site, and pass.
 */
function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  if (fetchSite === 'same-origin' || fetchSite === 'same-site' || fetchSite === 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host.toLowerCase() !== request.host.toLowerCase();
  } catch {
    return true;
  }
}
