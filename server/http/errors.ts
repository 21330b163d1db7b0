/**
 * Reading an error safely, for the error handler (plugins/error-handling.ts) and for routes whose
 * work can fail after their answer went out: its HTTP status, and what of it may be logged.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export type MaybeHttpError = Partial<FastifyError> & { status?: unknown; statusCode?: unknown; code?: unknown; validation?: unknown };

/** The HTTP status an error asks for; anything not a 4xx/5xx is a 500. */
export function statusOf(error: unknown): number {
  const e = (error ?? {}) as MaybeHttpError;
  const status = typeof e.statusCode === 'number' ? e.statusCode : typeof e.status === 'number' ? e.status : 500;
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/**
 * What may be logged of an error: its class, code and status, and the same of its cause.
 * Never its message or stack: a failed insert's message carries the parameters (the
 * visitor's name, e-mail, message).
 */
export function safeErrorFields(error: unknown): {
  type: string;
  code?: string;
  statusCode?: number;
  cause?: { type: string; code?: string };
} {
  const e = (error ?? {}) as { name?: unknown; code?: unknown; statusCode?: unknown; cause?: unknown };
  const c = (e.cause ?? null) as { name?: unknown; code?: unknown } | null;
  return {
    type: typeof e.name === 'string' ? e.name : typeof error,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    ...(c
      ? { cause: { type: typeof c.name === 'string' ? c.name : typeof c, ...(typeof c.code === 'string' ? { code: c.code } : {}) } }
      : {}),
  };
}

/**
 * For a route whose work fails after its answer went out (a 408 for a slow body, then the body
 * parser still waiting fails): true, and the failure is logged without its stack, at info for a
 * client-side cause, at error otherwise. Fastify would log any such rejection at error, with
 * the stack, so every slow body could write one.
 */
export function answeredAlready(error: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!reply.sent) return false;
  if (statusOf(error) < 500) request.log.info({ code: (error as MaybeHttpError | null)?.code }, 'request failed after its answer was sent');
  else request.log.error({ err: safeErrorFields(error) }, 'request failed after its answer was sent');
  return true;
}
