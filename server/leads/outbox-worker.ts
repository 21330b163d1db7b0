/**
 * Delivers queued e-mails. Each pass claims due rows (see repository.claimDue), sends them and
 * records the outcome; failures back off exponentially (capped at OUTBOX_MAX_BACKOFF_MS, with
 * jitter) for as long as OUTBOX_MAX_AGE_HOURS after the lead came in, so a mail server that is
 * down for an hour or a night costs nothing; only then is the row 'failed' and waits for
 * `npm run leads -- retry --failed`. The same loop purges expired leads (and
 * ended rate-limit counters) hourly.
 *
 * Exactly-once is not possible across a network: if the process dies after the peer accepted a
 * message but before markSent, the row is reclaimed after its lease and sent again, with the
 * same Message-ID, so the duplicate is recognisable. Nothing else sends twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import { DeliveryError, type MailMessage, type MailTransport } from '../mail/message.ts';
import type { LeadRepository, OutboxRow } from './repository.ts';
import { renderOutboxMail } from './mail-content.ts';
import { cvTypes } from '../../src/forms/limits.ts';

export interface WorkerSettings {
  MAIL_FROM: string;
  OUTBOX_POLL_MS: number;
  OUTBOX_BACKOFF_MS: number;
  OUTBOX_MAX_BACKOFF_MS: number;
  OUTBOX_MAX_AGE_HOURS: number;
  RETENTION_INQUIRY_DAYS: number;
  RETENTION_APPLICATION_DAYS: number;
}

export interface PassResult {
  sent: number;
  retrying: number;
  failed: number;
}

const batchSize = 20;

/**
 * How long a claim holds: twice the longest send the transport allows, plus time for the
 * database round trips, so a live claim is never stolen, while the rows of a worker that died
 * (SIGKILL, crash) are picked up again soon after: seconds with the log transport, two
 * minutes with SMTP.
 */
export function leaseFor(transport: Pick<MailTransport, 'maxSendMs'>): number {
  return transport.maxSendMs * 2 + 5000;
}
const purgeEveryMs = 60 * 60_000;

/** Delay before attempt n+1 after n failed ones: base·2^(n-1) up to `max`, ±20 % jitter so retries spread. */
export function backoffMs(base: number, attempts: number, max: number, random: () => number = Math.random): number {
  const exact = Math.min(max, base * 2 ** Math.min(40, Math.max(0, attempts - 1)));
  return Math.round(exact * (0.8 + 0.4 * random()));
}

/** Whether a delivery has been failing for longer than it may (measured from the lead's arrival). */
export function pastMaxAge(createdAt: Date, maxAgeHours: number, now = Date.now()): boolean {
  return now - createdAt.getTime() >= maxAgeHours * 60 * 60_000;
}

export function createOutboxWorker(repo: LeadRepository, transport: MailTransport, settings: WorkerSettings, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  let lastPurge = 0;
  const leaseMs = leaseFor(transport);

  async function toMessage(row: OutboxRow): Promise<MailMessage> {
    const content = await renderOutboxMail(row.payload);
    const attachments: MailMessage['attachments'] = [...content.inline];
    if (row.payload.attachCv) {
      const cv = await repo.openCv(row.leadId);
      if (!cv) throw new DeliveryError(`application ${row.leadId} no longer exists`, true);
      attachments.push({ filename: cv.fileName, contentType: cvContentType(cv.type), content: cv.stream, size: cv.size });
    }
    return {
      messageId: row.messageId,
      outboxId: row.id,
      from: settings.MAIL_FROM,
      to: row.payload.to,
      replyTo: row.payload.replyTo,
      subject: content.subject,
      text: content.text,
      html: content.html,
      attachments,
      templateParams: row.payload.templateParams,
    };
  }

  async function deliver(row: OutboxRow, result: PassResult): Promise<void> {
    let message: MailMessage | undefined;
    try {
      message = await toMessage(row);
      await transport.send(message);
    } catch (error) {
      const permanent = error instanceof DeliveryError && error.permanent;
      const final = permanent || pastMaxAge(row.retriedAt ?? row.createdAt, settings.OUTBOX_MAX_AGE_HOURS);
      const reason = error instanceof Error ? error.message : String(error);
      await repo.markFailed(row, reason, final, backoffMs(settings.OUTBOX_BACKOFF_MS, row.attempts, settings.OUTBOX_MAX_BACKOFF_MS));
      if (final) result.failed++;
      else result.retrying++;
      log[final ? 'error' : 'warn']({ outboxId: row.id, attempts: row.attempts, final, err: reason }, final ? 'mail delivery failed for good' : 'mail delivery failed, will retry');
      return;
    } finally {
      // A transport that failed before reading an attachment must not leave its file open.
      for (const attachment of message?.attachments ?? []) attachment.content.destroy();
    }
    if (await repo.markSent(row)) result.sent++;
    else log.warn({ outboxId: row.id }, 'mail sent but the claim had expired; another worker owns the row now');
  }

  /** Sends everything due now (several batches if needed) and returns what happened. */
  async function runOnce(): Promise<PassResult> {
    const result: PassResult = { sent: 0, retrying: 0, failed: 0 };
    for (;;) {
      const rows = await repo.claimDue(batchSize, leaseMs);
      await Promise.all(rows.map((row) => deliver(row, result)));
      if (rows.length < batchSize || stopped) return result;
    }
  }

  async function purgeIfDue(): Promise<void> {
    if (Date.now() - lastPurge < purgeEveryMs) return;
    lastPurge = Date.now();
    const purged = await repo.purge({ inquiryDays: settings.RETENTION_INQUIRY_DAYS, applicationDays: settings.RETENTION_APPLICATION_DAYS });
    if (purged.inquiries || purged.applications) log.info({ purged }, 'expired leads purged');
    // Its own try: a problem with the counters table must not hold up deliveries.
    try {
      const counters = await repo.purgeExpiredRateLimits();
      if (counters) log.debug({ counters }, 'ended rate-limit counters purged');
    } catch (error) {
      log.warn({ err: error }, 'purging rate-limit counters failed');
    }
  }

  async function tick(): Promise<void> {
    try {
      await purgeIfDue();
      const result = await runOnce();
      if (result.sent || result.failed || result.retrying) log.debug({ result }, 'outbox pass');
    } catch (error) {
      // The database may be briefly unreachable; the next poll tries again.
      log.error({ err: error }, 'outbox pass failed');
    }
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        schedule(settings.OUTBOX_POLL_MS);
      });
    }, delay);
  }

  return {
    runOnce,
    purgeIfDue,
    start(): void {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Stops polling and waits for the pass in progress, so no send is cut off mid-way. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

function cvContentType(type: string): string {
  return (cvTypes as Record<string, string>)[type] ?? 'application/octet-stream';
}
