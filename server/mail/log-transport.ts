/**
 * The default transport: nothing leaves the machine. Each message is logged and written as a
 * complete .eml (what an SMTP server would have received) plus a .json summary under
 * `${dataDir}/mail/`, named by the outbox id, so a resend overwrites instead of duplicating.
 */
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './message.ts';
import { toNodemailer } from './smtp-transport.ts';

export function createLogTransport(dataDir: string, log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  const dir = join(dataDir, 'mail');
  // Builds the raw MIME message without any network.
  // Streams the message (and its CV) to the file instead of building it in memory.
  const composer = nodemailer.createTransport({ streamTransport: true, newline: 'unix' });
  return {
    name: 'log',
    // A local file write: its lease (leads/outbox/attempt.ts, leaseFor) is then 9 s, so a crashed server's
    // mails go out soon after the restart. A write slower than that is only written again under
    // the same name (decision 0032).
    maxSendMs: 2_000,
    async send(message) {
      // Lead data: readable by the server's user only.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await chmod(dir, 0o700);
      const info = await composer.sendMail(toNodemailer(message));
      const summary = {
        messageId: message.messageId,
        outboxId: message.outboxId,
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.size })),
      };
      // Write then rename: a reader (or a crash) never sees half a file.
      await streamAtomic(join(dir, `${message.outboxId}.eml`), info.message as Readable);
      await writeAtomic(join(dir, `${message.outboxId}.json`), JSON.stringify(summary, null, 2));
      log.info({ mail: { ...summary, text: undefined } }, 'mail (log transport) written');
    },
    async close() {
      composer.close();
    },
  };
}

async function writeAtomic(file: string, data: string | Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data, { mode: 0o600 });
  await rename(tmp, file);
}

async function streamAtomic(file: string, data: Readable): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await pipeline(data, createWriteStream(tmp, { mode: 0o600 }));
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
  await rename(tmp, file);
}
