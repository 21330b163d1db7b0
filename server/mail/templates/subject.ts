/**
 * An e-mail's subject, from the same snapshot its body is rendered from, at send time: the
 * lead side stores data only (decision 0032), and the subject always matches the body's title.
 * `content` names the position as the body does (the published titles, decision 0038); it is
 * required so that no caller sends the checkout's words by forgetting it.
 */
import type { EmailSnapshot } from '../email-snapshot.ts';
import { acknowledgementSubject } from './acknowledgement.ts';
import { hrSubject } from './hr-notification.ts';
import { salesSubject } from './sales-notification.ts';
import type { PublishedContent } from '../../content/published-content.ts';

export function emailSubject(snapshot: EmailSnapshot, content: PublishedContent): string {
  switch (snapshot.template) {
    case 'sales-notification':
      return salesSubject(snapshot.props);
    case 'hr-notification':
      return hrSubject(snapshot.props, content);
    case 'acknowledgement':
      return acknowledgementSubject(snapshot.props.kind, snapshot.props.locale);
  }
}
