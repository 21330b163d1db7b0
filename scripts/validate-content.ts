// Prints every content problem and exits 1 if there is any. Usage: node scripts/validate-content.ts [filter]
import { validateContent } from '../src/content/validate.ts';

const filter = process.argv[2] ?? '';
const problems = validateContent(process.cwd()).filter((p) => p.includes(filter));
for (const p of problems) console.log(p);
console.log(problems.length === 0 ? 'content OK' : `${problems.length} problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);
