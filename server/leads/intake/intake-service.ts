/**
 * Accepting a lead, the deciding part: which branch answers an inquiry, what its e-mail,
 * webhooks and acknowledgement say, and whether it is spam, which gets none of them (decided
 * here, so no caller can forget it). The store
 * (store/intake.ts) then writes the lead and these rows in one transaction (decision 0044).
 */
import { randomUUID } from 'node:crypto';
import type { Application, Inquiry } from '../../../src/forms/schemas.ts';
import type { Branch } from '../../content/published-content.ts';
import { acknowledgementFor, type AcknowledgementSettings } from './acknowledgement.ts';
import { spamReason, type SpamSignals } from './checks.ts';
import { countryName, inquiryPayload, routeInquiry, type InquiryRoute } from './compose.ts';
import { disarmRow } from './hr-deliveries.ts';
import { mailRow, type NewOutboxRow } from '../outbox/payload.ts';
import type { FormTokenUse, IntakeStore, LeadWrite, LeadWriteOutcome } from '../store/intake.ts';
import { type InquiryLead, type NewApplication, type NewInquiry, spamColumns, type CvFile } from '../store/shared.ts';
import { inquiryEvent, webhookRows } from '../webhooks/event.ts';

export type { SpamSignals };

export interface IntakeSettings extends AcknowledgementSettings {
  SALES_EMAIL: string;
  /** LEAD_WEBHOOK_URL, parsed (server/config/webhooks.ts): each accepted lead gets one webhook row per URL. */
  webhookUrls?: readonly string[];
  /** The published branches at the time of the call (inquiry routing; decision 0038). */
  branches: () => readonly Branch[];
}

/** The sales (or branch) e-mail and the webhooks that announce an inquiry. */
export function inquiryDeliveries(
  settings: Pick<IntakeSettings, 'MAIL_FROM' | 'webhookUrls'>,
  id: string,
  lead: InquiryLead,
  route: InquiryRoute,
  acceptedAt: Date,
): NewOutboxRow[] {
  return [
    mailRow(settings.MAIL_FROM, 'inquiry', id, inquiryPayload(lead, route, countryName(lead.country))),
    ...webhookRows(settings.webhookUrls, inquiryEvent(id, lead, route, acceptedAt)),
  ];
}

/** The stored lead's id, and why it was judged spam (null: a lead, delivered). */
interface StoredLead {
  id: string;
  spam: string | null;
}

/** What an insert came to: the stored lead, or `used` when its form token served a lead already (nothing stored). */
export type IntakeResult = (StoredLead & { used: false }) | { used: true };

/** The lead once its write ends, or `used` when the store found its form token used (nothing stored). */
async function written(write: Promise<LeadWriteOutcome>, lead: StoredLead): Promise<IntakeResult> {
  return (await write) === 'used' ? { used: true } : { used: false, ...lead };
}

// Spam does not use up its form token: the visitor misjudged can post again (decision 0029).
const asSpam: LeadWrite = { tokenUse: null, deliveries: [], acknowledgement: null };

export function leadIntake(store: IntakeStore, settings: IntakeSettings) {
  return {
    /**
     * Stores an inquiry; unless it is spam, queues its e-mail in the same transaction. With
     * `tokenUse`, records the form token's use first: `{ used: true }` if it served a lead already.
     */
    async insertInquiry(input: Inquiry, signals: SpamSignals, tokenUse: FormTokenUse | null = null): Promise<IntakeResult> {
      const id = randomUUID();
      const spam = spamReason(signals);
      const route = routeInquiry(input.country, settings.SALES_EMAIL, settings.branches());
      const { name, email, phoneNumber, country, message, locale, page } = input;
      // Typed as the store's row, so a field the table does not have fails the type check.
      const lead: NewInquiry = {
        id,
        name,
        email,
        phoneNumber,
        country,
        message,
        locale,
        page,
        branchId: route.branchId,
        ...spamColumns(spam),
      };
      const write = store.writeInquiry(
        lead,
        spam
          ? asSpam
          : {
              tokenUse,
              deliveries: inquiryDeliveries(settings, id, lead, route, new Date()),
              acknowledgement: acknowledgementFor(settings, id, {
                kind: 'inquiry',
                email,
                locale,
                branchId: route.branchId,
                salesTo: route.to,
                replyName: route.answering.name[locale],
              }),
            },
      );
      return written(write, { id, spam });
    },

    /**
     * Stores an application with its CV in quarantine and, unless it is spam, its 'cv-disarm'
     * row: the HR mail and webhooks are queued once the CV is rebuilt (docs/decisions/0026).
     */
    async insertApplication(
      input: Application,
      cv: CvFile,
      signals: SpamSignals,
      tokenUse: FormTokenUse | null = null,
    ): Promise<IntakeResult> {
      const id = randomUUID();
      const spam = spamReason(signals);
      const { name, email, phoneNumber, position, locale } = input;
      const lead: NewApplication = {
        id,
        name,
        email,
        phoneNumber,
        jobTitle: input.message,
        position,
        locale,
        cvSha256: cv.sha256,
        cvSize: cv.size,
        cvType: cv.type,
        cvFileName: cv.fileName,
        cvState: 'quarantined',
        ...spamColumns(spam),
      };
      const write = store.writeApplication(
        lead,
        cv,
        spam
          ? asSpam
          : {
              tokenUse,
              deliveries: [disarmRow(id)],
              acknowledgement: acknowledgementFor(settings, id, { kind: 'application', email, locale, position }),
            },
      );
      return written(write, { id, spam });
    },
  };
}
