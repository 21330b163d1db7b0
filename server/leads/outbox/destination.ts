/**
 * The name of a delivery's destination in metrics and logs: the sales mail, the HR mail, the
 * visitor's acknowledgement, a CV's conversion, or one webhook receiver by host (never its full URL, which may
 * carry credentials or tokens).
 */
import type { OutboxKind } from '../../db/schema.ts';

/** What may be shown of a receiver URL (log, CLI, metrics): its host, never credentials, path or query. */
export function webhookDestination(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid-url';
  }
}

/** Every kind but webhooks has one fixed destination (a CV's conversion is not a mail). */
const fixedDestinations: Record<Exclude<OutboxKind, 'webhook'>, string> = {
  inquiry: 'sales-mail',
  application: 'hr-mail',
  acknowledgement: 'acknowledgement',
  'cv-disarm': 'cv-conversion',
};

export function destinationOf(kind: OutboxKind, webhookUrl: string | null | undefined): string {
  if (kind === 'webhook') return `webhook:${webhookUrl ? webhookDestination(webhookUrl) : 'unknown'}`;
  return fixedDestinations[kind];
}
