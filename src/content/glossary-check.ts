/**
 * The glossary-driven content check (src/content/glossary.json, docs/content/style-sheet.md):
 * every rejected variant of a glossary term and every style policy becomes a rule, so adding a
 * term to the glossary adds a check. Run by src/content/validate.ts (node
 * scripts/validate-content.ts, part of `npm test`) over page content, partner and branch data
 * and the UI strings; each problem names the file, the key path and the accepted term.
 */
import glossary from '../../src/content/glossary.json' with { type: 'json' };
import { acronymFirstUseProblems } from './acronym-first-use.ts';

type Lang = 'en' | 'ar';

export interface GlossaryTerm {
  id: string;
  en: string;
  enRejected: string[];
  ar: string;
  /** A shorter Arabic name for a stamp (home's facts), where the sentence beside it names the body in full. */
  arShort?: string;
  arRejected: string[];
  note?: string;
}
export interface StylePolicy {
  id: string;
  lang: Lang;
  pattern: string;
  flags: string;
  accepted: string;
  /** Only keys matching this (e.g. headings). */
  keys?: string;
}

export const terms: GlossaryTerm[] = glossary.terms;
export const policies: StylePolicy[] = glossary.policies as StylePolicy[];

interface Rule {
  lang: Lang;
  keys?: RegExp;
  regex: RegExp;
  message: (match: string) => string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A rejected variant as a regular expression: `re:` source, or a whole-word literal. */
function variantRegex(variant: string, lang: Lang): RegExp {
  if (variant.startsWith('re:')) return new RegExp(variant.slice(3), 'gu');
  if (lang === 'en') return new RegExp(`(?<![A-Za-z-])${escape(variant)}(?![A-Za-z-])`, 'giu');
  // Arabic: a whole word, allowing a one-letter proclitic (و، ف، ب، ل، ك) before it.
  return new RegExp(`(?<![\\p{L}\\p{M}])[وفبلك]?${escape(variant)}(?![\\p{L}\\p{M}])`, 'gu');
}

const rules: Rule[] = [
  ...terms.flatMap((term) =>
    (['en', 'ar'] as const).flatMap((lang) =>
      (lang === 'en' ? term.enRejected : term.arRejected).map((variant) => ({
        lang,
        regex: variantRegex(variant, lang),
        message: (match: string) => `rejected "${match}"; the glossary's term is "${term[lang]}" (glossary: ${term.id})`,
      })),
    ),
  ),
  ...policies.map((policy) => ({
    lang: policy.lang,
    ...(policy.keys ? { keys: new RegExp(policy.keys) } : {}),
    regex: new RegExp(policy.pattern, policy.flags.includes('g') ? policy.flags : `${policy.flags}g`),
    message: (match: string) => `"${match}" breaks the style sheet; use ${policy.accepted} (style: ${policy.id})`,
  })),
];

/** Keys whose values are identifiers, links or codes, not prose. */
const codeKey =
  /(^|\.)(id|key|link|section|icon|image|layout|composition|kind|type|theme|countryCode|employmentType|datePosted|validThrough|wordmark|website|email|timeZone)$/;

/** Problems in one string, as messages without the file name. */
function checkText(text: string, lang: Lang, path: string): string[] {
  if (codeKey.test(path)) return [];
  // Plain text only: links' targets, e-mails and URLs are not copy.
  const prose = text.replace(/\]\(route:[A-Za-z]+\)/g, ']').replace(/https?:\/\/\S+|[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
  const out: string[] = [];
  for (const rule of rules) {
    if (rule.lang !== lang || (rule.keys && !rule.keys.test(path))) continue;
    for (const m of prose.matchAll(rule.regex)) out.push(`${path}: ${rule.message(m[0].trim())}`);
  }
  return out;
}

/** Every string leaf of a JSON value with its dotted path. */
function* stringLeaves(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* stringLeaves(v, `${path}.${i}`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* stringLeaves(v, path ? `${path}.${k}` : k);
}

/**
 * Checks a JSON document. `lang` is the file's language; for files holding both languages
 * (branches, partner directory), leave it undefined and each `…en`/`…ar` leaf is checked in its own.
 * `prose: false` for the words inside a product screen: labels and status chips, not a page's
 * copy, so the first-use spelling of acronyms does not apply.
 */
export function checkDocument(data: unknown, lang?: Lang, { prose = true }: { prose?: boolean } = {}): string[] {
  const out: string[] = [];
  const english: Array<[string, string]> = [];
  for (const [path, value] of stringLeaves(data)) {
    const leafLang = lang ?? (/(^|\.)en$/.test(path) ? 'en' : /(^|\.)ar$/.test(path) ? 'ar' : undefined);
    if (leafLang) out.push(...checkText(value, leafLang, path));
    if (leafLang === 'en' && !codeKey.test(path)) english.push([path, value]);
  }
  return prose ? [...out, ...acronymFirstUseProblems(english)] : out;
}

/** A question in English stays a question in Arabic, with «؟». */
export function checkQuestionPairs(en: unknown, ar: unknown): string[] {
  const arLeaves = new Map(stringLeaves(ar));
  const out: string[] = [];
  for (const [path, value] of stringLeaves(en)) {
    if (codeKey.test(path) || !value.trim().endsWith('?')) continue;
    const arValue = arLeaves.get(path);
    if (arValue !== undefined && !arValue.trim().endsWith('؟')) out.push(`${path}: the English is a question; end the Arabic with «؟»`);
  }
  return out;
}
