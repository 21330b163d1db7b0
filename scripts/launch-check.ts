// Lists every fact the vendor must still confirm (sample partners, unconfirmed phones, addresses,
// hours, claims) and exits 1 while any remains: the gate before launch, not part of `npm test`
// (decision 0028). A production release runs it and refuses while it fails (decision 0089).
// Usage: npm run launch-check [-- <project root>]
import { factLine, unconfirmedFacts } from '../src/content/launch-check.ts';

const root = process.argv[2] ?? process.cwd();
const facts = unconfirmedFacts(root);
for (const fact of facts) console.log(factLine(fact));
console.log(
  facts.length === 0 ? 'launch-check: every fact is confirmed' : `launch-check: ${facts.length} fact(s) to confirm before launch`,
);
process.exit(facts.length === 0 ? 0 : 1);
