/**
 * What the content editor (Keystatic, decision 0028) edits, over the existing files: one
 * singleton per page per language (`src/content/<page>/<locale>.json`), the branches, the
 * partner directory, the claims, and the job positions as a collection (one file each). Every
 * field comes from the zod schema the build uses (from-zod.ts); the overrides are the two things
 * a schema cannot say: an image upload and the named claims.
 */
import { collection, fields, singleton, type ComponentSchema } from '@keystatic/core';
import claimData from '../claims.json' with { type: 'json' };
import { dataFiles, nestedContent, pageContent } from '../registry.ts';
import { collectedFields } from '../../forms/schemas.ts';
import { fact } from '../schemas/markers.ts';
import { proofSchema } from '../schemas/proof.ts';
import { positionIdPattern, positionSchema } from '../schemas/position.ts';
import { fieldFromZod, fieldsFromZod, labelFor, type Overrides } from './from-zod.ts';
import { rightToLeft } from './right-to-left.ts';
import { z } from 'zod';

const languages = { en: 'English', ar: 'العربية' } as const;
const json = { data: 'json' } as const;

/** Partner logos are uploaded into public/partners/ and written as `/partners/<file>`. */
const logo = fields.image({ label: 'Logo (SVG, PNG, WebP or AVIF)', directory: 'public/partners', publicPath: '/partners/' });

/** The claims file maps each claim's name to a fact; the editor shows one group per name. */
const claimFields: Record<string, ComponentSchema> = {
  claims: fields.object(
    Object.fromEntries(Object.keys(claimData.claims).map((name) => [name, fieldFromZod(fact(z.number().int().min(0)), ['claims', name])])),
    { label: 'Claims' },
  ),
};

/** The privacy notice names each field a form collects: one text per field of that form. */
const namedFields = (names: readonly string[]) =>
  fields.object(Object.fromEntries(names.map((name) => [name, fields.text({ label: labelFor(name), validation: { isRequired: true } })])), {
    label: 'Fields',
  });
const pageOverrides: Record<string, Overrides> = {
  privacy: {
    'collected.fields.inquiry': namedFields(collectedFields.inquiry),
    'collected.fields.application': namedFields(collectedFields.application),
  },
};

type Singleton = ReturnType<typeof singleton>;

/** `<page>/<locale>` singletons: `home_en`, `home_ar`, `products_financial_ar`, … */
function pageSingletons(): Record<string, Singleton> {
  const out: Record<string, Singleton> = {};
  const add = (key: string, folder: string, schema: z.ZodType) => {
    const schemaFields = fieldsFromZod(schema, pageOverrides[key]);
    for (const [locale, language] of Object.entries(languages)) {
      const localized = locale === 'ar' ? rightToLeft(schemaFields, true) : schemaFields;
      out[`${key}_${locale}`] = singleton({
        label: `${labelFor(key.replaceAll('_', ' '))} (${language})`,
        path: `src/content/${folder}/${locale}`,
        format: json,
        schema: localized,
      });
    }
  };
  for (const [folder, { schema }] of Object.entries(pageContent)) add(folder, folder, schema);
  for (const [group, { entries }] of Object.entries(nestedContent)) {
    for (const [key, { schema }] of Object.entries(entries)) add(`${group}_${key}`, `${group}/${key}`, schema);
  }
  return out;
}

export const singletons: Record<string, Singleton> = {
  ...pageSingletons(),
  branches: singleton({
    label: 'Branches (addresses, phones, hours)',
    path: `src/content/${dataFiles.branches.file.replace(/\.json$/, '')}`,
    format: json,
    schema: rightToLeft(fieldsFromZod(dataFiles.branches.schema)),
  }),
  partnerDirectory: singleton({
    label: 'Partner directory',
    path: `src/content/${dataFiles.partnerDirectory.file.replace(/\.json$/, '')}`,
    format: json,
    schema: rightToLeft(fieldsFromZod(dataFiles.partnerDirectory.schema, { 'partners.*.logo': logo })),
  }),
  claims: singleton({ label: 'Business claims (numbers on the site)', path: 'src/content/claims', format: json, schema: claimFields }),
  proof: singleton({
    label: 'Clients, case studies, certifications',
    path: 'src/content/proof',
    format: json,
    schema: rightToLeft(
      fieldsFromZod(proofSchema, {
        'clients.*.logo': fields.image({ label: 'Logo (SVG, PNG, WebP or AVIF)', directory: 'public/clients', publicPath: '/clients/' }),
      }),
    ),
  }),
};

export const collections = {
  positions: collection({
    label: 'Job positions',
    path: 'src/content/positions/*',
    format: json,
    // The file name is the position's address (/careers/<id>) and its id in the form and the JobPosting.
    slugField: 'id',
    schema: {
      id: fields.text({
        label: 'Address: /careers/…',
        validation: { isRequired: true, pattern: { regex: positionIdPattern, message: 'Lower-case letters, digits and hyphens' } },
      }),
      ...rightToLeft(fieldsFromZod(positionSchema)),
    },
  }),
};

/** The editor's sidebar: both languages of a page one click apart. */
export const navigation = {
  Pages: Object.keys(singletons).filter((k) => /_(en|ar)$/.test(k)),
  Company: ['branches', 'partnerDirectory', 'claims', 'proof'],
  Careers: ['positions'],
};

/**
 * Where the editor saves: the files on this machine (local mode), or commits to `owner/name` on
 * GitHub through Keystatic's GitHub app when a repository is given (README, "Edit the site").
 * Keystatic has no GitLab storage (decision 0028).
 */
export function storageFor(githubRepo: string | undefined) {
  const [owner, name, ...rest] = githubRepo?.split('/') ?? [];
  if (githubRepo === undefined || githubRepo === '') return { kind: 'local' } as const;
  if (!owner || !name || rest.length > 0) throw new Error(`PUBLIC_KEYSTATIC_GITHUB_REPO must be owner/name, not "${githubRepo}"`);
  return { kind: 'github', repo: { owner, name } } as const;
}
