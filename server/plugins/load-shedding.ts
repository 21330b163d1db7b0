/**
 * Load shedding: when the process is overloaded, answer 503 with Retry-After at once instead
 * of queueing work it cannot finish. It reacts to what hurts visitors and can come down again:
 * the event loop's mean delay over a sample (SHED_EVENT_LOOP_DELAY_MS) and V8 heap in use
 * (garbage collection gives it back). Never RSS: WebAssembly memory (PGlite) grows and is never
 * returned, so a ceiling on it, once crossed, would shed for good.
 *
 * Who gets what: a page navigation gets a small localized 503 page; a form posted without
 * JavaScript a 303 to the localized /not-sent page; the forms' fetch() a localized JSON error;
 * anything else a short JSON 503. /healthz and the /not-sent pages are never shed.
 *
 * An instance that sheds without a break for SHED_UNHEALTHY_AFTER_MS is stuck: /healthz then
 * answers 503 so a supervisor restarts it (health.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pressure from './external/under-pressure.ts';
import { pathFor, splitLocale } from '../../src/i18n/paths.ts';
import { refusal } from '../http/lead-outcome.ts';
import { requestLocale, translate, wantsHtml } from '../http/respond.ts';
import { localeInfo, type Locale } from '../../src/i18n/locales.ts';
import { useTranslations } from '../../src/i18n/ui.ts';

export interface LoadSheddingOptions {
  maxEventLoopDelay?: number;
  maxHeapUsedBytes?: number;
  /** 0–1 over each sample interval; 0 (default) turns this check off. */
  maxEventLoopUtilization?: number;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
  /** How often memory and event-loop delay are sampled (ms). */
  sampleInterval?: number;
  /** Shedding without a break for this long marks the instance unhealthy (ms). */
  unhealthyAfter?: number;
}

interface SheddingState {
  /** Since when the instance has been shedding without a break (ms epoch), or null. */
  readonly since: number | null;
  /** Shedding for longer than `unhealthyAfter`. */
  stuck(now?: number): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    loadShedding: SheddingState;
  }
}

const MB = 1024 * 1024;

/** The event-loop delay and the unhealthy time come from the configuration (SHED_*). */
const defaults = {
  maxHeapUsedBytes: 400 * MB,
  // Off: a saturated but healthy loop (a benchmark) runs near 1; the delay is the real signal.
  maxEventLoopUtilization: 0,
  retryAfter: 5,
  sampleInterval: 500,
} as const satisfies Omit<Required<LoadSheddingOptions>, 'maxEventLoopDelay' | 'unhealthyAfter'>;

/** Paths that always answer, even under pressure. */
const neverShed = new Set(['/healthz', pathFor('notSent', 'en'), pathFor('notSent', 'ar')]);

async function loadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  const settings = {
    ...defaults,
    maxEventLoopDelay: app.config.SHED_EVENT_LOOP_DELAY_MS,
    unhealthyAfter: app.config.SHED_UNHEALTHY_AFTER_MS,
    ...options,
  };
  let lastWarning = 0;
  let since: number | null = null;

  // The sampling is @fastify/under-pressure's (plugins/external/); who is turned away, and how, is shed() below.
  await app.register(pressure, {
    maxEventLoopDelay: settings.maxEventLoopDelay,
    maxHeapUsedBytes: settings.maxHeapUsedBytes,
    maxEventLoopUtilization: settings.maxEventLoopUtilization,
    sampleInterval: settings.sampleInterval,
    retryAfter: settings.retryAfter,
    shed,
  });

  // Follows the samples, so "stuck" is measured whether or not requests arrive.
  const watch = setInterval(() => {
    if (!app.isUnderPressure()) since = null;
    else since ??= Date.now();
  }, settings.sampleInterval);
  watch.unref();
  app.addHook('onClose', async () => clearInterval(watch));

  app.decorate('loadShedding', {
    get since() {
      return since;
    },
    stuck(now = Date.now()) {
      return since !== null && now - since >= settings.unhealthyAfter;
    },
  } satisfies SheddingState);

  /**
   * Returning undefined lets the request through; any other value is sent as the response
   * without running the route (the library's handlePressure).
   */
  function shed(request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) {
    const path = request.url.split('?')[0] ?? '';
    if (neverShed.has(path)) return undefined;
    const now = Date.now();
    // One slow sample (a single long task, e.g. the database opening at start) is not
    // overload: the delay must have lasted past a whole sample before anyone is turned away.
    if (type === 'eventLoopDelay' && (since === null || now - since < settings.sampleInterval)) return undefined;
    if (now - lastWarning > 10_000) {
      lastWarning = now;
      request.log.warn({ type, value }, 'under pressure: shedding load with 503');
    }
    reply.header('retry-after', String(settings.retryAfter)).header('cache-control', 'no-store');
    if (path.startsWith('/api/')) {
      // Like the routes' own failures: a native form post is sent to /not-sent, fetch() gets JSON;
      // either way the metrics count a refusal for being busy (a 303 alone would not tell them).
      // The empty body: under-pressure sends only what is not null.
      const locale = requestLocale(request);
      return refusal(request, reply, locale, 503, { form: translate(locale, 'errors.busy') }) ?? '';
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml(request)) {
      const { locale } = splitLocale(path);
      reply.code(503).type('text/html; charset=utf-8');
      return busyPageHtml(locale, path);
    }
    reply.code(503);
    return { error: 'unavailable', message: 'The service is busy. Please try again shortly.' };
  }
}

export default fp(loadShedding, { name: 'load-shedding' });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page a navigation gets while the server sheds load: tiny, in the page's language and
 * direction, with no script, style or image (nothing else to fetch from a busy server, and
 * nothing the CSP has to allow), and a link back to the page asked for.
 */
function busyPageHtml(locale: Locale, path: string): string {
  const t = useTranslations(locale);
  const { dir } = localeInfo[locale];
  // Only our own path goes back into the page, and only as a same-origin link.
  const again = path.startsWith('/') && !path.startsWith('//') ? path : '/';
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t('errors.busyPageTitle'))}</title></head><body><h1>${escapeHtml(t('errors.busyPageTitle'))}</h1><p>${escapeHtml(t('errors.busyPage'))}</p><p><a href="${escapeHtml(again)}">${escapeHtml(t('errors.busyRetry'))}</a></p></body></html>`;
}
