/**
 * The contract of a delivery channel, which the outbox owns and its deliverers fulfil: one row
 * in, done or a DeliveryError out. The worker does the bookkeeping (claims, backoff, max age,
 * marking); a deliverer only talks to its peer. Throw a DeliveryError with `permanent` for a
 * failure retrying cannot fix.
 */
import type { OutboxRow } from '../store/shared.ts';

export interface Deliverer {
  /** Names the channel in logs ('mail', 'webhook'). */
  readonly channel: string;
  /** The longest one delivery may take; the claim's lease for the row's kind is derived from it. */
  readonly maxSendMs: number;
  deliver(row: OutboxRow): Promise<void>;
}

/**
 * A failed delivery, thrown by a deliverer (the mail deliverer maps its transport's
 * MailSendError to one). `permanent` ones (rejected recipient, blocked by the API, a malformed
 * row) are not retried: the row is marked failed at once and waits for a human
 * (`npm run leads -- retry`). `code` names the failure for the next attempt, which reads it
 * from the row's `last_error_code` (never from the prose, which is for people).
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  readonly code: string;
  readonly permanent: boolean;
  constructor(code: string, message: string, permanent: boolean, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
    this.permanent = permanent;
  }
}

/**
 * What a failed attempt leaves on its row: the error's machine code (a DeliveryError's, null for
 * any other error) and its prose, in columns of their own (`last_error_code`, `last_error`), so
 * no rule depends on how a message happens to start (decision 0058).
 */
export interface DeliveryFailure {
  code: string | null;
  message: string;
}

export function deliveryFailure(error: unknown): DeliveryFailure {
  if (error instanceof DeliveryError) return { code: error.code, message: error.message };
  return { code: null, message: error instanceof Error ? error.message : String(error) };
}
