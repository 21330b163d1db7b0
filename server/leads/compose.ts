/**
 * Turns a lead into the e-mail that announces it. The result is stored in the outbox row's
 * payload when the lead is accepted, so what is sent does not depend on later config changes
 * or code versions; only the CV is read at send time, streamed from the CV store.
 */
import type { Address } from '../mail/message.ts';
import { headerSafe } from '../text/neutralise.ts';
import type { Application, Inquiry } from '../../src/forms/schemas.ts';

export interface OutboxPayload {
  to: string;
  replyTo: Address;
  subject: string;
  text: string;
  templateParams: Record<string, string>;
  /** Attach the application's CV (streamed from the CV store when sending). */
  attachCv: boolean;
}

/** Header values must stay one plain line whatever a visitor typed (see text/neutralise.ts). */
const oneLine = headerSafe;

export function inquiryPayload(inquiry: Inquiry, to: string, countryName: string): OutboxPayload {
  const name = oneLine(inquiry.name);
  return {
    to,
    replyTo: { name, address: inquiry.email },
    subject: `Website inquiry from ${name} (${countryName})`,
    text: [
      `Name: ${name}`,
      `E-mail: ${inquiry.email}`,
      `Phone: ${inquiry.phoneNumber}`,
      `Country: ${countryName} (${inquiry.country})`,
      `Language: ${inquiry.locale}`,
      `Page: ${inquiry.page}`,
      '',
      inquiry.message,
    ].join('\n'),
    // The EmailJS template's fields (docs/requirements.md R3), so the old template keeps working.
    templateParams: {
      from_name: name,
      customer_name: name,
      customer_message: inquiry.message,
      customer_email: inquiry.email,
      customer_phoneNumber: inquiry.phoneNumber,
      customer_country: countryName,
      reply_to: inquiry.email,
    },
    attachCv: false,
  };
}

export function applicationPayload(application: Application, to: string, cvFileName: string): OutboxPayload {
  const name = oneLine(application.name);
  const jobTitle = oneLine(application.message);
  return {
    to,
    replyTo: { name, address: application.email },
    subject: `Job application: ${jobTitle} (${application.position}) from ${name}`,
    text: [
      `Name: ${name}`,
      `E-mail: ${application.email}`,
      `Phone: ${application.phoneNumber}`,
      `Position: ${application.position}`,
      `Job title: ${jobTitle}`,
      `Language: ${application.locale}`,
      `CV: ${cvFileName} (attached)`,
    ].join('\n'),
    templateParams: {
      from_name: name,
      customer_name: name,
      customer_message: `Job application (${application.position}): ${jobTitle}. CV ${cvFileName} is stored with the lead (npm run leads).`,
      customer_email: application.email,
      customer_phoneNumber: application.phoneNumber,
      customer_country: '',
      reply_to: application.email,
    },
    attachCv: true,
  };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
