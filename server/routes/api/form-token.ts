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
import { formTokenCookie, type FormOpening, type FormTokens } from '../../leads/form-token/token.ts';
import { formTokenCookieHeader } from '../../leads/form-token/cookie.ts';

async function unusedOpening(
  leads: { formTokenUsed(id: string): Promise<boolean> },
  tokens: FormTokens,
  candidates: Array<string | undefined>,
): Promise<FormOpening | undefined> {
  for (const token of candidates) {
    const opening = tokens.renewable(token);
    if (opening && !(await leads.formTokenUsed(opening.id))) return opening;
  }
  return undefined;
}

export async function formTokenRoute(app: FastifyInstance, floodLimit: RateLimitOptions) {
  app.post('/form-token', { config: { rateLimit: floodLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const tokens = await app.leads.formTokens();
    if (!tokens) return reply.send({ token: '', expiresAt: null });
    const body = request.body as { token?: unknown } | null | undefined;
    const given = typeof body?.token === 'string' ? body.token : undefined;
    const issued = tokens.issue(await unusedOpening(app.leads, tokens, [given, request.cookies[formTokenCookie]]));
    reply.header('set-cookie', formTokenCookieHeader(issued.token, app.config));
    return reply.send(issued);
  });
}
