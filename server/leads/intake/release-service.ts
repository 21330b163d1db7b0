/**
 * Releasing a lead stored as spam (a person the time trap or honeypot misjudged): it becomes
 * a received lead and its deliveries are queued, in one transaction, exactly as if it had
 * passed. The store (store/release.ts) locks and updates the lead; this composes what it
 * queues from the row (decision 0044). A released lead gets no acknowledgement (decision 0013).
 */
import { disarmRow, hrDeliveryRows } from './hr-deliveries.ts';
import { inquiryDeliveries, type IntakeSettings } from './intake-service.ts';
import { routeInquiry } from './compose.ts';
import type { ReleaseStore } from '../store/release.ts';

type ReleaseSettings = Pick<IntakeSettings, 'SALES_EMAIL' | 'HR_EMAIL' | 'MAIL_FROM' | 'webhookUrls' | 'branches'>;

export function leadReleasing(store: ReleaseStore, settings: ReleaseSettings) {
  return {
    release: (leadId: string) =>
      store.release(leadId, {
        inquiry(row) {
          const route = routeInquiry(row.country, settings.SALES_EMAIL, settings.branches());
          return inquiryDeliveries(settings, row.id, row, route, row.createdAt);
        },
        // A quarantined CV is converted first; the conversion then queues HR's deliveries.
        application: (row) => (row.cvState === 'quarantined' ? [disarmRow(row.id)] : hrDeliveryRows(settings, row)),
      }),
  };
}
