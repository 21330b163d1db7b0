/**
 * Validates every content file against its schema and the spec's structural rules, without
 * Astro, so unit tests and `node scripts/validate-content.ts` can run it. Astro's own build
 * validates the same files again through src/content.config.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { locales } from '../i18n/locales.ts';
import { homeSchema } from './schemas/home.ts';
import { aboutSchema } from './schemas/about.ts';
import { solutionsSchema } from './schemas/solutions.ts';
import { checkProductSections, productSchema, productSectionIds, type ProductKey } from './schemas/product.ts';
import { constructionSchema, maintenanceSchema, pharmacySchema, standardSectorCounts, standardSectorSchema } from './schemas/sector.ts';
import { careersSchema } from './schemas/careers.ts';
import { branchesSchema, contactSchema } from './schemas/contact.ts';
import { partnerDirectorySchema, partnersSchema } from './schemas/partners.ts';
import { privacySchema, type PrivacyContent } from './schemas/privacy.ts';
import { unnamedFields } from '../lib/privacy.ts';
import { untranslatedWords } from '../i18n/latin-allowlist.ts';

export interface ContentFile {
  path: string;
  schema: z.ZodType;
  locale?: string;
  extra?: (data: never) => string[];
}

export function contentFiles(root: string): ContentFile[] {
  const dir = join(root, 'src/content');
  const files: ContentFile[] = [];
  const perLocale = (folder: string, schema: z.ZodType, extra?: ContentFile['extra']) => {
    for (const locale of locales) files.push({ path: join(dir, folder, `${locale}.json`), schema, locale, ...(extra ? { extra } : {}) });
  };
  perLocale('home', homeSchema);
  perLocale('about', aboutSchema);
  perLocale('solutions', solutionsSchema);
  perLocale('careers', careersSchema);
  perLocale('contact', contactSchema);
  perLocale('partners', partnersSchema);
  perLocale('privacy', privacySchema, ((data: PrivacyContent) =>
    (['inquiry', 'application'] as const).flatMap((form) => {
      const { unnamed, stale } = unnamedFields(data, form);
      return [
        ...unnamed.map((f) => `collected.fields.${form}: the ${form} form collects "${f}", which the notice does not name`),
        ...stale.map((f) => `collected.fields.${form}.${f}: the ${form} form has no such field`),
      ];
    })) as ContentFile['extra']);
  for (const key of Object.keys(productSectionIds) as ProductKey[]) {
    perLocale(`products/${key}`, productSchema, ((data: z.infer<typeof productSchema>) => checkProductSections(key, data)) as ContentFile['extra']);
  }
  for (const [key, count] of Object.entries(standardSectorCounts)) perLocale(`sectors/${key}`, standardSectorSchema(count));
  perLocale('sectors/construction', constructionSchema);
  perLocale('sectors/maintenance', maintenanceSchema);
  perLocale('sectors/pharmacy', pharmacySchema);
  files.push({ path: join(dir, 'branches.json'), schema: branchesSchema });
  files.push({ path: join(dir, 'partner-directory.json'), schema: partnerDirectorySchema });
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
    if (file.locale === 'ar') {
      for (const [path, value] of strings(data)) {
        if (/(^|\.)(id|key|link|icon|image|layout|type|theme|countryCode|employmentType|datePosted|validThrough)$/.test(path)) continue;
        const words = untranslatedWords(value);
        if (words.length) problems.push(`${rel}: ${path}: Latin words on an Arabic page: ${words.join(', ')}`);
      }
    }
  }
  return problems;
}

/** Every string leaf of a JSON value with its dotted path. */
function* strings(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}.${i}`);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
}
