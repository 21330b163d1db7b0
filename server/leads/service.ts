/**
 * The leads service the plugin (plugins/leads.ts) decorates the app with: the narrow surface over
 * the parts built on the open database (assemble.ts), whose calls wait for it.
 */
import type { OpenLeads } from './assemble.ts';
import { createFormTokenService, type FormTokenService, type TokenCheck } from './form-token/service.ts';
import type { LeadOperations } from './lead-operations.ts';

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
  /** For /readyz: with CV_ISOLATION=required, missing tools or a refused sandbox (empty while the database opens). */
  cvFailing(): string[];
  insertInquiry: LeadOperations['intake']['insertInquiry'];
  insertApplication: LeadOperations['intake']['insertApplication'];
  openCv: LeadOperations['cvs']['openCv'];
  /**
   * The time trap (leads/form-token/service.ts): a post's verdict, and a token for a form. Both
   * wait for the database: the token secret and the used openings live there, and a post that
   * arrives while it opens is judged like any other, not let through.
   */
  judgeFormToken(bodyToken: string | undefined, cookieToken: string | undefined): Promise<TokenCheck | null>;
  issueFormToken: FormTokenService['issue'];
  verifyCvLink(applicationId: string, expires: unknown, sig: unknown): Promise<boolean>;
}

/** The time trap's rules over the open parts' signer and record of used openings (cheap to build). */
function formTokenService(open: OpenLeads): FormTokenService {
  return createFormTokenService(open.formTokens, open.repo.formTokens.used);
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
    cvFailing: () => open?.disarm.failing() ?? [],
    insertInquiry: async (...args) => (await opening).repo.intake.insertInquiry(...args),
    insertApplication: async (...args) => (await opening).repo.intake.insertApplication(...args),
    openCv: async (id) => (await opening).repo.cvs.openCv(id),
    judgeFormToken: async (body, cookie) => formTokenService(await opening).judge(body, cookie),
    issueFormToken: async (given, cookie) => formTokenService(await opening).issue(given, cookie),
    verifyCvLink: async (id, expires, sig) => (await opening).cvLinks.verify(id, expires, sig),
  };
}
