/**
 * Which sales address answers a visitor's country: the branch that `serves` it, else SALES_EMAIL.
 * The branches are the server's published content (decision 0038), so a branch's changed
 * address or countries take effect with the release that publishes them, without a restart.
 */
import { answeringBranchIn, type Branch } from '../../content/published-content.ts';

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
