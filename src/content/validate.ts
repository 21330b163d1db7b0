/**
 * Validates every content file against its schema and the spec's structural rules, without
 * Astro, so unit tests and `node scripts/validate-content.ts` can run it. Astro's own build
 * validates the same files again through src/content.config.ts; both read src/content/registry.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { locales } from '../i18n/locales.ts';
import { dataFiles, nestedContent, pageContent, type ContentSchema } from './registry.ts';
import { untranslatedWords } from '../i18n/latin-allowlist.ts';
import { templateVariables } from '../i18n/interpolate.ts';
import { claims } from '../site.config.ts';
import { checkDocument, checkQuestionPairs } from './glossary-check.ts';
import { positionProblems } from './validate-positions.ts';
import { claimsFileSchema } from './schemas/claims.ts';
import { proofSchema } from './schemas/proof.ts';

/** Placeholders a page fills at render time; anything else in braces must be a named claim. */
const renderPlaceholders = new Set([
  'current',
  'total',
  'count',
  'fields',
  'days',
  'time',
  'zone',
  'first',
  'last',
  'opens',
  'closes',
  'years',
  'countries',
  'level',
  'city',
  'cities',
]);

interface ContentFile {
  path: string;
  schema: z.ZodType;
  locale?: string;
  extra?: (data: never) => string[];
}

/** Every content file the registry (src/content/registry.ts) names, with its schema and checks. */
function contentFiles(root: string): ContentFile[] {
  const dir = join(root, 'src/content');
  const files: ContentFile[] = [];
  const perLocale = (folder: string, { schema, check }: ContentSchema) => {
    for (const locale of locales)
      files.push({ path: join(dir, folder, `${locale}.json`), schema, locale, ...(check ? { extra: check } : {}) });
  };
  for (const [folder, content] of Object.entries(pageContent)) perLocale(folder, content as ContentSchema);
  for (const [folder, { entries }] of Object.entries(nestedContent)) {
    for (const [key, content] of Object.entries(entries)) perLocale(`${folder}/${key}`, content);
  }
  for (const { file, schema } of Object.values(dataFiles)) files.push({ path: join(dir, file), schema });
  files.push({ path: join(dir, 'claims.json'), schema: claimsFileSchema }, { path: join(dir, 'proof.json'), schema: proofSchema });
  return files;
}

/** Returns one message per problem; an empty list means all content is valid. */
export function validateContent(root: string): string[] {
  const problems: string[] = [];
  for (const file of contentFiles(root)) {
    const rel = file.path.slice(root.length + 1);
    if (!existsSync(file.path)) {
      problems.push(`${rel}: missing`);
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file.path, 'utf8'));
    } catch (error) {
      problems.push(`${rel}: invalid JSON (${(error as Error).message})`);
      continue;
    }
    const result = file.schema.safeParse(data);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${rel}: ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    if (file.extra) problems.push(...file.extra(result.data as never).map((m) => `${rel}: ${m}`));
    for (const [path, value] of strings(data)) {
      for (const name of templateVariables(value)) {
        if (!(name in claims) && !renderPlaceholders.has(name))
          problems.push(`${rel}: ${path}: unknown placeholder {${name}}; business claims are named in src/site.config.ts (claims)`);
      }
    }
    if (file.locale === 'ar') {
      for (const [path, value] of strings(data)) {
        if (
          /(^|\.)(id|key|link|section|icon|image|layout|composition|kind|type|theme|countryCode|branch|employmentType|datePosted|validThrough|sources\.\d+)$/.test(
            path,
          )
        )
          continue;
        const words = untranslatedWords(value);
        if (words.length) problems.push(`${rel}: ${path}: Latin words on an Arabic page: ${words.join(', ')}`);
      }
    }
  }
  problems.push(...positionProblems(root));
  problems.push(...glossaryProblems(root));
  return problems;
}

/**
 * The glossary and style sheet (docs/content/): rejected variants and policy breaks in page
 * content, branch and partner data and the UI strings, in both languages.
 */
export function glossaryProblems(root: string): string[] {
  const problems: string[] = [];
  const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
  const uiDir = join(root, 'src/i18n/ui');
  const pairs: Array<{ en: string; ar: string }> = [{ en: join(uiDir, 'en.json'), ar: join(uiDir, 'ar.json') }];
  const mixed: string[] = [];
  for (const file of contentFiles(root)) {
    if (!existsSync(file.path)) continue;
    if (file.locale === 'en') pairs.push({ en: file.path, ar: file.path.replace(/en\.json$/, 'ar.json') });
    else if (!file.locale) mixed.push(file.path);
  }
  const rel = (path: string) => path.slice(root.length + 1);
  for (const { en, ar } of pairs) {
    if (!existsSync(ar)) continue;
    const enData = read(en);
    const arData = read(ar);
    problems.push(...checkDocument(enData, 'en').map((m) => `${rel(en)}: ${m}`));
    problems.push(...checkDocument(arData, 'ar').map((m) => `${rel(ar)}: ${m}`));
    problems.push(...checkQuestionPairs(enData, arData).map((m) => `${rel(ar)}: ${m}`));
  }
  for (const path of mixed) problems.push(...checkDocument(read(path)).map((m) => `${rel(path)}: ${m}`));
  return problems;
}

/** Every string leaf of a JSON value with its dotted path. */
function* strings(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}.${i}`);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
}
