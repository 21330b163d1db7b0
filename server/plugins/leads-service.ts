/**
 * The leads service the plugin (leads.ts) decorates the app with: the narrow surface over the
 * parts built on the open database (server/leads/assemble.ts), whose calls wait for it. The one
 * place that knows whether the database is open.
 */
import type { RateLimitCounter } from '../http/rate-limit-store.ts';
import type { OpenLeads } from '../leads/assemble.ts';
import type { FormTokens } from '../leads/form-token/token.ts';
import type { BacklogEntry } from '../leads/outbox/backlog.ts';
import type { LeadOperations } from '../leads/lead-operations.ts';

/**
 * The leads as the rest of the server sees them, complete from the moment it is decorated, and
 * only what its callers need (decision 0057): no database, query builder, worker or signer. The
 * database opens in the background (the server listens meanwhile, decision 0005), so every call
 * that needs it waits for it here: a caller cannot reach a part that is not built yet.
 */
export interface LeadsService {
  /** Resolves once the database is open and every part built; rejects when it cannot be (server/main.ts stops on a changed migration). */
  ready(): Promise<void>;
  /** For /readyz, without waiting: rejects while the database opens, or when it does not answer. */
  ping(): Promise<void>;
  insertInquiry: LeadOperations['insertInquiry'];
  insertApplication: LeadOperations['insertApplication'];
  /** Whether a form opening has served an accepted lead already (decision 0029). */
  formTokenUsed: LeadOperations['formTokenUsed'];
  openCv: LeadOperations['openCv'];
  /**
   * The time trap's signer, null when it is off. Waits for the database: the token secret lives
   * there, and a post that arrives while it opens is judged like any other, not let through.
   */
  formTokens(): Promise<FormTokens | null>;
  verifyCvLink(applicationId: string, expires: unknown, sig: unknown): Promise<boolean>;
  /** The outbox backlog per destination, or undefined while the database opens (/metrics answers without waiting). */
  backlog(): Promise<BacklogEntry[] | undefined>;
  /** The shared rate-limit counter (RATE_LIMIT_STORE=database), once the database is open. */
  rateLimitCounter(): Promise<RateLimitCounter>;
}

/** The service over a database that is opening; `opening` resolves once every part is built. */
export function createLeadsService(opening: Promise<OpenLeads>): LeadsService {
  let open: OpenLeads | undefined;
  opening.then(
    (parts) => (open = parts),
    () => {},
  );
  return {
    ready: async () => void (await opening),
    ping: async () => {
      if (!open) throw new Error('database not open yet');
      await open.database.ping();
    },
    insertInquiry: async (...args) => (await opening).repo.insertInquiry(...args),
    insertApplication: async (...args) => (await opening).repo.insertApplication(...args),
    formTokenUsed: async (id) => (await opening).repo.formTokenUsed(id),
    openCv: async (id) => (await opening).repo.openCv(id),
    formTokens: async () => (await opening).formTokens,
    verifyCvLink: async (id, expires, sig) => (await opening).cvLinks.verify(id, expires, sig),
    backlog: async () => (open ? open.backlog() : undefined),
    rateLimitCounter: async () => (await opening).rateLimitCounter,
  };
}
