/**
 * POST /api/form-token: the form island's time-trap token. It renews an authentic token it is
 * given (body or cookie), keeping the form's opening (id and time), so a form left open for
 * hours still posts without being taken for a bot; otherwise, and when the token is past its
 * hard lifetime or has served an accepted lead already, the form counts as opened now, with
 * a new id (decision 0029). The island asks again after a success: a second inquiry from the
 * same page gets a token of its own. It counts against the form posts' flood guard: each call
 * can read the database twice.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { formTokenCookie } from '../../leads/form-token/token.ts';
import { formTokenCookieHeader } from '../../leads/form-token/service.ts';

export async function formTokenRoute(app: FastifyInstance, floodLimit: RateLimitOptions) {
  app.post('/form-token', { config: { rateLimit: floodLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = request.body as { token?: unknown } | null | undefined;
    const given = typeof body?.token === 'string' ? body.token : undefined;
    // The renewal rules (which opening is kept) are the form-token service's (leads/form-token/service.ts).
    const issued = await app.leads.issueFormToken(given, request.cookies[formTokenCookie]);
    if (!issued) return reply.send({ token: '', expiresAt: null });
    reply.header('set-cookie', formTokenCookieHeader(issued.token, app.config));
    return reply.send(issued);
  });
}
