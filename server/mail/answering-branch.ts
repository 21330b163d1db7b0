/**
 * The branch that answers an inquiry: the acknowledgement shows its phones and hours and is
 * sent with its name as Reply-To. Chosen among the server's published branches (decision 0038).
 */

/** The branch with `branchId`, else the head office (a country no branch serves). */
export function answeringBranchIn<B extends { id: string; headOffice?: boolean }>(branches: readonly B[], branchId: string | undefined): B {
  return branches.find((b) => b.id === branchId) ?? branches.find((b) => b.headOffice) ?? branches[0]!;
}
