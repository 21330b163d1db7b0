/**
 * Fills a UI-string template. Two forms, both kept apart from ui.ts so islands can use them
 * without bundling the string catalogues:
 *
 * - `{name}` is replaced by the value; an unknown placeholder stays visible so tests catch it.
 * - `{count, plural, one {# partner} other {# partners}}` (a subset of ICU MessageFormat) picks
 *   the branch for the value's CLDR plural category in `locale` (`Intl.PluralRules`): exact
 *   `=N` branches first, then zero/one/two/few/many, then `other`. `#` is the number, formatted
 *   for the locale; `{name}` placeholders inside a branch are filled too.
 *
 * Every string in which a number meets a noun uses the plural form (tests/unit/plurals.test.ts).
 */
import { localeInfo, type Locale } from './locales.ts';

type Values = Record<string, string | number>;

const rulesCache = new Map<Locale, Intl.PluralRules>();
const numberCache = new Map<Locale, Intl.NumberFormat>();

function pluralRules(locale: Locale): Intl.PluralRules {
  let rules = rulesCache.get(locale);
  if (!rules) rulesCache.set(locale, (rules = new Intl.PluralRules(localeInfo[locale].intlTag)));
  return rules;
}

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberCache.get(locale);
  if (!format) numberCache.set(locale, (format = new Intl.NumberFormat(localeInfo[locale].intlTag, { maximumFractionDigits: 1 })));
  return format;
}

/** Parses `one {…} other {…}` into branches, honouring nested braces. */
function branches(body: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const selector = body.slice(i, open).trim();
    let depth = 0;
    let close = open;
    for (; close < body.length; close++) {
      if (body[close] === '{') depth++;
      else if (body[close] === '}' && --depth === 0) break;
    }
    out.set(selector, body.slice(open + 1, close));
    i = close + 1;
  }
  return out;
}

/** The plural branch of `body` for `value` in `locale`, with `#` and `{placeholders}` filled. */
function selectPlural(body: string, value: number, locale: Locale, values: Values): string {
  const options = branches(body);
  const chosen = options.get(`=${value}`) ?? options.get(pluralRules(locale).select(value)) ?? options.get('other') ?? '';
  return fill(chosen.replace(/#/g, numberFormat(locale).format(value)), values, locale);
}

function fill(template: string, values: Values, locale: Locale): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    out += template.slice(i, open);
    let depth = 0;
    let close = open;
    for (; close < template.length; close++) {
      if (template[close] === '{') depth++;
      else if (template[close] === '}' && --depth === 0) break;
    }
    const inner = template.slice(open + 1, close);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    if (plural) {
      const [, name = '', body = ''] = plural;
      const value = values[name];
      out += value === undefined ? template.slice(open, close + 1) : selectPlural(body, Number(value), locale, values);
    } else {
      out += /^\w+$/.test(inner) && inner in values ? String(values[inner]) : template.slice(open, close + 1);
    }
    i = close + 1;
  }
  return out + template.slice(i);
}

export function interpolate(template: string, values: Values = {}, locale: Locale = 'en'): string {
  return fill(template, values, locale);
}

/** The variables a template uses, plain and plural (for the key-parity tests). */
export function templateVariables(template: string): string[] {
  const names = new Set<string>();
  // A plural branch such as `one {month}` is text, not a placeholder.
  for (const m of template.matchAll(/(?<!(?:\b(?:zero|one|two|few|many|other)|=\d+)\s*)\{\s*(\w+)\s*(?:,\s*plural\s*,|\})/g))
    if (m[1]) names.add(m[1]);
  return [...names].sort();
}
