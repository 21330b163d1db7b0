/**
 * What the outbox worker needs from a delivery channel: one row in, done or an error out. The
 * worker does the bookkeeping (claims, backoff, max age, marking); a deliverer only talks to
 * its peer. Throw a DeliveryError with `permanent` for a failure retrying cannot fix.
 */
import type { OutboxRow } from '../store/shared.ts';

export interface Deliverer {
  /** Names the channel in logs ('mail', 'webhook'). */
  readonly channel: string;
  /** The longest one delivery may take; the claim's lease for the row's kind is derived from it. */
  readonly maxSendMs: number;
  deliver(row: OutboxRow): Promise<void>;
}
