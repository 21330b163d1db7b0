/**
 * The default transport: nothing leaves the machine. Each message is logged and written as a
 * complete .eml (what an SMTP server would have received) plus a .json summary under
 * `${dataDir}/mail/`, named by the outbox id, so a resend overwrites instead of duplicating.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailTransport } from './message.ts';
import { toNodemailer } from './smtp-transport.ts';

export function createLogTransport(dataDir: string, log: Pick<FastifyBaseLogger, 'info'>): MailTransport {
  const dir = join(dataDir, 'mail');
  // Builds the raw MIME message without any network.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'log',
    maxSendMs: 10_000,
    async send(message) {
      await mkdir(dir, { recursive: true });
      const info = await composer.sendMail(toNodemailer(message));
      const summary = {
        messageId: message.messageId,
        outboxId: message.outboxId,
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
      };
      // Write then rename: a reader (or a crash) never sees half a file.
      await writeAtomic(join(dir, `${message.outboxId}.eml`), info.message as Buffer);
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
  await writeFile(tmp, data);
  await rename(tmp, file);
}

export type { MailMessage };
