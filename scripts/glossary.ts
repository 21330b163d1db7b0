// Writes docs/content/glossary.md from src/content/glossary.json (the one source).
// Usage: node scripts/glossary.ts [--check]  (--check exits 1 if the markdown is out of date)
import { readFileSync, writeFileSync } from 'node:fs';
import { glossaryMarkdown } from '../src/content/glossary-markdown.ts';

const path = 'docs/content/glossary.md';
const markdown = glossaryMarkdown();
if (process.argv.includes('--check')) {
  const current = readFileSync(path, 'utf8');
  if (current !== markdown) {
    console.log(`${path} is out of date: run node scripts/glossary.ts`);
    process.exit(1);
  }
  console.log(`${path} is up to date`);
} else {
  writeFileSync(path, markdown);
  console.log(`wrote ${path}`);
}
