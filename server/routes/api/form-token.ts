/**
 * POST /api/form-token: the form island's time-trap token. It renews an authentic token it is
 * given (body or cookie), keeping the time the form was opened, so a form left open for hours
 * still posts without being taken for a bot; otherwise the form counts as opened now.
 */
import type { FastifyInstance } from 'fastify';
import { formTokenCookie } from '../../leads/form-token.ts';
import { formTokenCookieHeader } from '../../leads/form-token-cookie.ts';

export async function formTokenRoute(app: FastifyInstance) {
  app.post('/form-token', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await app.leads.whenReady();
    const tokens = app.leads.formTokens;
    if (!tokens) return reply.send({ token: '', expiresAt: null });
    const body = request.body as { token?: unknown } | null | undefined;
    const given = typeof body?.token === 'string' ? body.token : undefined;
    const openedAt = tokens.renewableOpenedAt(given) ?? tokens.renewableOpenedAt(request.cookies[formTokenCookie]) ?? undefined;
    const issued = tokens.issue(openedAt);
    reply.header('set-cookie', formTokenCookieHeader(issued.token, app.config));
    return reply.send(issued);
  });
}
