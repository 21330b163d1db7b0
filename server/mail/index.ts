/**
 * Picks the transport MAIL_TRANSPORT names and checks what config.ts cannot see on its own, so
 * a wrong setting stops the server at start rather than failing the first delivery.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { ConfigError } from '../config.ts';
import { createEmailJsTransport } from './emailjs-transport.ts';
import { createLogTransport } from './log-transport.ts';
import type { MailTransport } from './message.ts';
import { createSmtpTransport } from './smtp-transport.ts';

export function validateMailConfig(config: Config): void {
  const problems: string[] = [];
  if (!/^\s*(?:[^<>]*<\s*)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+\s*>?\s*$/.test(config.MAIL_FROM)) {
    problems.push(`MAIL_FROM: "${config.MAIL_FROM}" is not an address like "Name <no-reply@example.com>"`);
  }
  if (config.MAIL_TRANSPORT === 'smtp' && config.SMTP_URL && !/^smtps?:$/.test(new URL(config.SMTP_URL).protocol)) {
    problems.push('SMTP_URL: must start with smtp:// or smtps://');
  }
  if (config.MAIL_TRANSPORT === 'emailjs' && !/^https?:$/.test(new URL(config.EMAILJS_URL).protocol)) {
    problems.push('EMAILJS_URL: must be an http(s) URL');
  }
  if (problems.length) throw new ConfigError(`Invalid mail configuration:\n  ${problems.join('\n  ')}`);
}

export function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  validateMailConfig(config);
  switch (config.MAIL_TRANSPORT) {
    case 'smtp':
      return createSmtpTransport(config.SMTP_URL as string);
    case 'emailjs':
      return createEmailJsTransport(config);
    case 'log':
      return createLogTransport(config.dataDir, log);
  }
}

export { DeliveryError, messageIdFor, type MailMessage, type MailTransport } from './message.ts';
