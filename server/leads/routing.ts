/** Which sales address answers a visitor's country: the branch that `serves` it, else SALES_EMAIL. */
import branchData from '../../src/content/branches.json' with { type: 'json' };

interface BranchRoute {
  id: string;
  email: string;
  serves: string[];
}

const branches: BranchRoute[] = branchData.branches.map((b) => ({ id: b.id, email: b.email, serves: b.serves }));

export function routeInquiry(country: string, salesEmail: string): { branchId: string; to: string } {
  const branch = branches.find((b) => b.serves.includes(country.toUpperCase()));
  return branch ? { branchId: branch.id, to: branch.email } : { branchId: '', to: salesEmail };
}
