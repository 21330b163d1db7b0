/**
 * Picks the transport MAIL_TRANSPORT names. Its settings are validated with the rest of the
 * environment (server/config/mail.ts), so a wrong one stops the server at start.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/index.ts';
import { createEmailJsTransport } from './emailjs-transport.ts';
import { createLogTransport } from './log-transport.ts';
import type { MailTransport } from './message.ts';
import { createSmtpTransport } from './smtp-transport.ts';

export function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  switch (config.MAIL_TRANSPORT) {
    case 'smtp':
      return createSmtpTransport(config.SMTP_URL as string);
    case 'emailjs':
      return createEmailJsTransport(config);
    case 'log':
      return createLogTransport(config.dataDir, log);
  }
}

export type { MailTransport } from './message.ts';
