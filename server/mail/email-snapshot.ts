/**
 * What each template needs, as plain JSON: stored in the outbox payload when the lead is
 * accepted (a snapshot), rendered by the worker when it sends. Only data, no markup: a
 * template fixed later renders old rows with the fix.
 */
import type { Locale } from '../../src/i18n/locales.ts';

export interface SalesNotificationProps {
  name: string;
  email: string;
  phone: string;
  /** ISO 3166 code and its English name. */
  country: string;
  countryName: string;
  message: string;
  /** The language the visitor wrote in (the form's locale). */
  locale: Locale;
  /** The site path the form was sent from. */
  page: string;
  /** The branch the inquiry was routed to; null when it went to SALES_EMAIL. */
  branch: { id: string; name: string } | null;
}

export interface HrNotificationProps {
  name: string;
  email: string;
  phone: string;
  /** Position id (a list value) and the job title the applicant typed. */
  position: string;
  jobTitle: string;
  locale: Locale;
  cvFileName: string;
  /** The CV could not be made safe (docs/decisions/0026): nothing is attached. */
  cvRefused?: boolean;
}

/** Nothing the visitor typed: the recipient's address is unverified (decision 0013). */
export interface AcknowledgementProps {
  kind: 'inquiry' | 'application';
  locale: Locale;
  /** Inquiries: the branch that will answer (its phones and hours are shown). */
  branchId?: string;
  /** Applications: the position id chosen from the list. */
  position?: string;
}

export type EmailSnapshot =
  | { template: 'sales-notification'; props: SalesNotificationProps }
  | { template: 'hr-notification'; props: HrNotificationProps }
  | { template: 'acknowledgement'; props: AcknowledgementProps };

export type TemplateName = EmailSnapshot['template'];
