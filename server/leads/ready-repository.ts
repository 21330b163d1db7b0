import type { FastifyInstance } from 'fastify';
import type { LeadRepository } from './repository.ts';

/** The repository once the database is open (it opens in the background at start). */
export async function leadsRepo(app: FastifyInstance): Promise<LeadRepository> {
  await app.leads.whenReady();
  return app.leads.repo;
}
