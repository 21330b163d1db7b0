/**
 * The branch that answers an inquiry: the acknowledgement shows its phones and hours and is
 * sent with its name as Reply-To. Branch data, not presentation: the lead side (the payload's
 * Reply-To) and the template both read it here.
 */
import branchData from '../../src/content/branches.json' with { type: 'json' };

export type Branch = (typeof branchData.branches)[number];

const headOffice = branchData.branches.find((b) => 'headOffice' in b && b.headOffice) ?? branchData.branches[0]!;

/** The head office for a country no branch serves. */
export function answeringBranch(branchId: string | undefined): Branch {
  return branchData.branches.find((b) => b.id === branchId) ?? headOffice;
}

/** The same choice among `branches` (the server's published content, for the acknowledgement's phones and hours). */
export function answeringBranchIn<B extends { id: string; headOffice?: boolean }>(branches: readonly B[], branchId: string | undefined): B {
  return branches.find((b) => b.id === branchId) ?? branches.find((b) => b.headOffice) ?? branches[0]!;
}
