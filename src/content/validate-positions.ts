/**
 * The job positions' part of `node scripts/validate-content.ts`: each file against its schema
 * and branch, then each language's words against the glossary and (Arabic) for stray English.
 * Messages name the file, the language and the field: `positions/sales.json: ar.requirements.2: …`.
 */
import { join } from 'node:path';
import { loadPositions } from './positions.ts';
import { checkPositionBranch } from './registry.ts';
import { checkDocument, checkQuestionPairs } from './glossary-check.ts';
import { untranslatedWords } from '../i18n/latin-allowlist.ts';

export function positionProblems(root: string): string[] {
  const dir = join(root, 'src/content/positions');
  const rel = (id: string) => `src/content/positions/${id}.json`;
  const { positions, problems } = loadPositions(dir);
  const out = problems.map((m) => m.replace(`${dir}/`, 'src/content/positions/'));
  for (const p of positions) {
    out.push(...checkPositionBranch(p).map((m) => `${rel(p.id)}: ${m}`));
    out.push(...checkDocument(p.en, 'en').map((m) => `${rel(p.id)}: en.${m}`));
    out.push(...checkDocument(p.ar, 'ar').map((m) => `${rel(p.id)}: ar.${m}`));
    out.push(...checkQuestionPairs(p.en, p.ar).map((m) => `${rel(p.id)}: ar.${m}`));
    for (const [path, value] of leaves(p.ar)) {
      const words = untranslatedWords(value);
      if (words.length) out.push(`${rel(p.id)}: ar.${path}: Latin words in Arabic: ${words.join(', ')}`);
    }
  }
  return out;
}

function leaves(value: object): Array<[string, string]> {
  return Object.entries(value).flatMap(([k, v]): Array<[string, string]> =>
    typeof v === 'string' ? [[k, v]] : Array.isArray(v) ? v.map((s: string, i) => [`${k}.${i}`, s]) : [],
  );
}
