/**
 * The one list of content folders and their schemas. src/content.config.ts builds Astro's
 * collections from it and src/content/validate.ts checks the files with it, so the build and
 * `node scripts/validate-content.ts` judge every file by the same schema and the same checks.
 */
import type { z } from 'zod';
import branchData from './branches.json' with { type: 'json' };
import { homeSchema } from './schemas/home.ts';
import { aboutSchema } from './schemas/about.ts';
import { solutionsSchema } from './schemas/solutions.ts';
import { checkProductSections, productSchema, productSectionIds, type ProductContent, type ProductKey } from './schemas/product.ts';
import {
  constructionSchema,
  maintenanceSchema,
  pharmacySchema,
  sectorSchema,
  standardSectorCounts,
  standardSectorSchema,
} from './schemas/sector.ts';
import { careersSchema } from './schemas/careers.ts';
import { positionSchema, type PositionContent } from './schemas/position.ts';
import { branchesSchema, contactSchema } from './schemas/contact.ts';
import { partnerDirectorySchema, partnersSchema } from './schemas/partners.ts';
import { faqSchema } from './schemas/faq.ts';
import { privacySchema, unnamedFields, type PrivacyContent } from './schemas/privacy.ts';

/** A schema plus checks zod cannot express (each returns one message per problem). */
export interface ContentSchema<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** Called with data the schema accepted. */
  check?: (data: never) => string[];
}

function entry<S extends z.ZodType>(schema: S, check?: (data: z.infer<S>) => string[]): ContentSchema<S> {
  return check ? { schema, check: check as (data: never) => string[] } : { schema };
}

/** Every privacy notice names exactly the fields each form collects. */
function checkPrivacyFields(data: PrivacyContent): string[] {
  return (['inquiry', 'application'] as const).flatMap((form) => {
    const { unnamed, stale } = unnamedFields(data, form);
    return [
      ...unnamed.map((f) => `collected.fields.${form}: the ${form} form collects "${f}", which the notice does not name`),
      ...stale.map((f) => `collected.fields.${form}.${f}: the ${form} form has no such field`),
    ];
  });
}

/** Every position works from a branch listed in branches.json (its job address). */
export function checkPositionBranch(data: PositionContent): string[] {
  const ids = branchData.branches.map((b) => b.id);
  return ids.includes(data.branch) ? [] : [`branch: "${data.branch}" is not a branch id (${ids.join(', ')})`];
}

/** Every Details link on a sector page names a product page and one of its sections. */
function checkDetailsLinks(data: { software: { items: Array<{ link: string; section: string }> } }): string[] {
  return data.software.items.flatMap((item, i) => {
    const sections: readonly string[] | undefined = (productSectionIds as Record<string, readonly string[]>)[item.link];
    if (!sections) return [`software.items.${i}.link: "${item.link}" is not a product page with sections`];
    return sections.includes(item.section)
      ? []
      : [`software.items.${i}.section: "${item.section}" is not a section of ${item.link} (${sections.join(', ')})`];
  });
}

/** `src/content/<folder>/<locale>.json`: one page's copy per locale. */
export const pageContent = {
  home: entry(homeSchema),
  about: entry(aboutSchema),
  solutions: entry(solutionsSchema),
  careers: entry(careersSchema),
  contact: entry(contactSchema),
  partners: entry(partnersSchema),
  privacy: entry(privacySchema, checkPrivacyFields),
  faq: entry(faqSchema),
};

const productEntries: Record<string, ContentSchema> = Object.fromEntries(
  (Object.keys(productSectionIds) as ProductKey[]).map((key) => [
    key,
    entry(productSchema, (data: ProductContent) => checkProductSections(key, data)),
  ]),
);

const sectorEntries: Record<string, ContentSchema> = {
  ...Object.fromEntries(
    Object.entries(standardSectorCounts).map(([key, count]) => [key, entry(standardSectorSchema(count), checkDetailsLinks)]),
  ),
  construction: entry(constructionSchema, checkDetailsLinks),
  maintenance: entry(maintenanceSchema, checkDetailsLinks),
  pharmacy: entry(pharmacySchema, checkDetailsLinks),
};

/**
 * `src/content/<folder>/<key>/<locale>.json`: one schema per key (each sector has its own counts
 * and layout). `schema` is what the collection's entries have in common, for their types; the
 * build checks each entry against its key's own schema (src/content.config.ts).
 */
export const nestedContent = {
  products: { schema: productSchema, entries: productEntries },
  sectors: { schema: sectorSchema, entries: sectorEntries },
};

/** `src/content/positions/<id>.json`: one job position per file, both languages in it (decision 0028). */
export const positionContent = { folder: 'positions', ...entry(positionSchema, checkPositionBranch) };

/** `src/content/<file>`: one file for both locales; `list` is the property holding the entries. */
export const dataFiles = {
  branches: { file: 'branches.json', list: 'branches', ...entry(branchesSchema) },
  partnerDirectory: { file: 'partner-directory.json', list: 'partners', ...entry(partnerDirectorySchema) },
};
