/**
 * Turns a lead into the e-mail that announces it. Recipients and the template's props (a
 * snapshot of the lead's fields) are stored in the outbox row's payload when the lead is
 * accepted, so what is sent does not depend on later config changes; the mail deliverer
 * makes the subject and renders the HTML and text parts from them when it sends
 * (server/leads/deliverers/mail.ts), and reads the CV then, streamed from the CV store.
 */
import { headerSafe } from '../../text/neutralise.ts';
import type { OutboxPayload } from '../outbox/payload.ts';
import type { ApplicationLead, InquiryLead } from '../store/shared.ts';
import { answeringBranchIn, type Branch } from '../../content/published-content.ts';

/** Header values must stay one plain line whatever a visitor typed (see text/neutralise.ts). */
const oneLine = headerSafe;

export function inquiryPayload(inquiry: InquiryLead, route: InquiryRoute, countryName: string): OutboxPayload {
  const name = oneLine(inquiry.name);
  return {
    to: route.to,
    replyTo: { name, address: inquiry.email },
    email: {
      template: 'sales-notification',
      props: {
        name,
        email: inquiry.email,
        phone: inquiry.phoneNumber,
        country: inquiry.country,
        countryName,
        message: inquiry.message,
        locale: inquiry.locale,
        page: inquiry.page,
        branch: route.branchId === null ? null : { id: route.branchId, name: route.answering.name.en },
      },
    },
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

/**
 * HR's mail: with the rebuilt CV attached, or, when the CV could not be made safe
 * (`cvRefused`, docs/decisions/0026), without it and with a line asking HR to request it again.
 */
export function applicationPayload(application: ApplicationLead, to: string, cvFileName: string, cvRefused = false): OutboxPayload {
  const name = oneLine(application.name);
  const jobTitle = oneLine(application.jobTitle);
  const cvLine = cvRefused
    ? 'The CV could not be made safe to open and was not kept: please ask the applicant to send it again.'
    : `CV ${cvFileName} is stored with the lead (npm run leads).`;
  return {
    to,
    replyTo: { name, address: application.email },
    email: {
      template: 'hr-notification',
      props: {
        name,
        email: application.email,
        phone: application.phoneNumber,
        position: application.position,
        jobTitle,
        locale: application.locale,
        cvFileName,
        ...(cvRefused ? { cvRefused } : {}),
      },
    },
    templateParams: {
      from_name: name,
      customer_name: name,
      customer_message: `Job application (${application.position}): ${jobTitle}. ${cvLine}`,
      customer_email: application.email,
      customer_phoneNumber: application.phoneNumber,
      customer_country: '',
      reply_to: application.email,
    },
    attachCv: !cvRefused,
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

// Which sales address answers a visitor's country: the branch that `serves` it, else SALES_EMAIL.
// The branches are the server's published content (decision 0038), so a branch's changed
// address or countries take effect with the release that publishes them, without a restart.

export interface InquiryRoute {
  /** The branch that serves the country; null when SALES_EMAIL gets the inquiry. */
  branchId: string | null;
  to: string;
  /** The branch that answers: the routed one, else the head office (the acknowledgement's Reply-To name). */
  answering: Branch;
}

export function routeInquiry(country: string, salesEmail: string, branches: readonly Branch[]): InquiryRoute {
  const branch = branches.find((b) => b.serves.includes(country.toUpperCase()));
  return {
    branchId: branch?.id ?? null,
    to: branch?.email ?? salesEmail,
    answering: branch ?? answeringBranchIn(branches, null),
  };
}
