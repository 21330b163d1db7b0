/**
 * Accepting a lead: the lead, its deliveries (e-mail or CV rebuild, webhooks, acknowledgement)
 * and the form token's use are written in one transaction, which is what lets the API answer
 * 201 only when the e-mail is as durable as the lead itself.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { applications, inquiries } from '../../db/schema.ts';
import type { Application, Inquiry } from '../../../src/forms/schemas.ts';
import { queueAcknowledgement } from '../acknowledgement.ts';
import { countryName, inquiryPayload } from '../compose.ts';
import { disarmPayload } from '../cv-disarm-records.ts';
import type { CvStore } from '../cv-store/index.ts';
import { recordFormTokenUse, type FormTokenUse } from '../form-token-uses.ts';
import { routeInquiry } from '../routing.ts';
import { inquiryEvent } from '../webhooks/event.ts';
import { queueWebhooks } from '../webhooks/queue.ts';
import { outboxInserter, spamColumns, type CvFile, type RepositoryOptions } from './shared.ts';

export function leadIntake(db: Db, options: RepositoryOptions, cvStore: CvStore) {
  const insertOutbox = outboxInserter(options);
  return {
    /**
     * Stores an inquiry; unless it is spam, queues its e-mail in the same transaction. With
     * `tokenUse`, records the form token's use first: FormTokenUsedError if it served a lead already.
     */
    async insertInquiry(input: Inquiry, spamReason: string | null, tokenUse: FormTokenUse | null = null): Promise<string> {
      const id = randomUUID();
      const route = routeInquiry(input.country, options.SALES_EMAIL, options.branches());
      await db.transaction(async (tx) => {
        if (tokenUse) await recordFormTokenUse(tx, tokenUse);
        await tx.insert(inquiries).values({
          id,
          name: input.name,
          email: input.email,
          phoneNumber: input.phoneNumber,
          country: input.country,
          message: input.message,
          locale: input.locale,
          page: input.page,
          branchId: route.branchId,
          ...spamColumns(spamReason),
        });
        if (spamReason) return;
        await insertOutbox(tx, 'inquiry', id, inquiryPayload(input, route, countryName(input.country)));
        await queueWebhooks(tx, options.webhookUrls, inquiryEvent(id, input, route, new Date()));
        const replyName = route.answering.name[input.locale];
        const lead = {
          kind: 'inquiry',
          email: input.email,
          locale: input.locale,
          branchId: route.branchId,
          salesTo: route.to,
          replyName,
        } as const;
        await queueAcknowledgement(tx, options, lead, (payload) => insertOutbox(tx, 'acknowledgement', id, payload));
      });
      return id;
    },

    /**
     * Stores an application with its CV (staged on disk, its type checked by magic bytes): the
     * original goes to the CV store in quarantine, inside the same transaction as the lead and
     * its 'cv-disarm' row; the HR mail and webhooks are queued once the CV is rebuilt
     * (docs/decisions/0026). If the transaction fails, the stored CV is discarded.
     */
    async insertApplication(
      input: Application,
      cv: CvFile,
      spamReason: string | null,
      tokenUse: FormTokenUse | null = null,
    ): Promise<string> {
      const id = randomUUID();
      try {
        await db.transaction(async (tx) => {
          if (tokenUse) await recordFormTokenUse(tx, tokenUse);
          await cvStore.persist(tx, id, cv);
          await tx.insert(applications).values({
            id,
            name: input.name,
            email: input.email,
            phoneNumber: input.phoneNumber,
            jobTitle: input.message,
            position: input.position,
            locale: input.locale,
            cv: null,
            cvSha256: cv.sha256,
            cvSize: cv.size,
            cvType: cv.type,
            cvFileName: cv.fileName,
            cvState: 'quarantined',
            ...spamColumns(spamReason),
          });
          if (!spamReason) await insertOutbox(tx, 'cv-disarm', id, disarmPayload);
          if (!spamReason)
            await queueAcknowledgement(
              tx,
              options,
              { kind: 'application', email: input.email, locale: input.locale, position: input.position },
              (payload) => insertOutbox(tx, 'acknowledgement', id, payload),
            );
        });
      } catch (error) {
        await cvStore.discard(id).catch(() => {});
        throw error;
      }
      return id;
    },
  };
}
