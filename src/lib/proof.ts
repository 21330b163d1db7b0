/**
 * Which proof entries may be shown (decision 0028): confirmed ones only; a client, and a case
 * study about it, only with the client's written consent; a certification only while valid.
 */
import type { ProofContent } from '../content/schemas/proof.ts';
import { todayIso } from '../forms/open-positions.ts';

export function publishableProof(proof: ProofContent, today: string = todayIso()): ProofContent {
  const clients = proof.clients.filter((c) => c.status === 'confirmed' && c.consent.given);
  const consented = new Set(clients.map((c) => c.id));
  return {
    clients,
    caseStudies: proof.caseStudies.filter((s) => s.status === 'confirmed' && consented.has(s.client)),
    certifications: proof.certifications.filter((c) => c.status === 'confirmed' && c.validUntil >= today),
  };
}
