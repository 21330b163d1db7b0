/**
 * One definition per content type (decision 0028): the content editor's schema (keystatic.config.ts)
 * and the zod schema the build validates with have the same fields, kinds, requiredness and list
 * bounds, for every page in both languages, the branches, partners, claims and job positions.
 */
import type { ComponentSchema } from '@keystatic/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import keystaticConfig from '../../keystatic.config.ts';
import claimData from '../../src/content/claims.json' with { type: 'json' };
import { fieldsFromZod, type Json } from '../../src/content/editor/from-zod.ts';
import { collections, singletons, storageFor } from '../../src/content/editor/definitions.ts';
import { config } from '@keystatic/core';
import { dataFiles, nestedContent, pageContent } from '../../src/content/registry.ts';
import { fact } from '../../src/content/schemas/markers.ts';
import { positionSchema } from '../../src/content/schemas/position.ts';
import { proofSchema } from '../../src/content/schemas/proof.ts';

type Field = ComponentSchema & {
  kind: string;
  fields?: Record<string, Field>;
  element?: Field;
  options?: Array<{ value: string }>;
  formKind?: string;
  validation?: { length?: { min?: number; max?: number } };
  defaultValue?: () => unknown;
  validate?: (value: unknown) => unknown;
};

const refuses = (field: Field, value: unknown) => {
  try {
    field.validate?.(value);
    return false;
  } catch {
    return true;
  }
};

/** How many bounds the comparisons checked, so that bounds vanishing from both sides fail the test. */
const checkedBounds = { text: 0, list: 0 };

/** A text field refuses one character past the maximum and, above one, one short of the minimum, and accepts both ends. */
function textBounds(json: Json, field: Field, path: string, required: boolean): string[] {
  if (json.pattern !== undefined || json.format !== undefined) return [];
  const out: string[] = [];
  if (json.maxLength !== undefined) {
    checkedBounds.text++;
    if (!refuses(field, 'x'.repeat(json.maxLength + 1)) || refuses(field, 'x'.repeat(json.maxLength)))
      out.push(`${path}: at most ${json.maxLength} characters in zod, not in the editor`);
  }
  if (required && (json.minLength ?? 0) > 1) {
    checkedBounds.text++;
    if (!refuses(field, 'x'.repeat(json.minLength! - 1)) || refuses(field, 'x'.repeat(json.minLength!)))
      out.push(`${path}: at least ${json.minLength} characters in zod, not in the editor`);
  }
  return out;
}

const options = (field: Field) => JSON.stringify(field.options?.map((o) => o.value));

/** Every difference between a zod schema (through its JSON Schema) and an editor field, as `path: what`. */
export function differences(schema: z.ZodType, field: Field, path = 'root'): string[] {
  return compare(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json, field, path, true);
}

function compare(json: Json, field: Field, path: string, required: boolean): string[] {
  const variants = json.anyOf ?? json.oneOf;
  if (variants) {
    // Every variant's fields, optional (from-zod.ts unionField); the build checks the variant.
    if (field.kind !== 'object') return [`${path}: union in zod, ${field.kind} in the editor`];
    return variants.flatMap((o) =>
      Object.entries(o.properties ?? {}).flatMap(([k, f]) => ('const' in f ? [] : compare(f, field.fields![k]!, `${path}.${k}`, false))),
    );
  }
  if ('const' in json || json.enum) {
    const values = 'const' in json ? [json.const] : json.enum!;
    return field.kind === 'form' && options(field) === JSON.stringify(values.map(String)) ? [] : [`${path}: choices differ in the editor`];
  }
  if (json.type === 'object') {
    if (field.kind !== 'object') return [`${path}: object in zod, ${field.kind} in the editor`];
    if (!json.properties)
      return Object.entries(field.fields!).flatMap(([k, f]) => compare(json.additionalProperties!, f, `${path}.${k}`, true));
    const zodKeys = Object.keys(json.properties).sort();
    const editorKeys = Object.keys(field.fields!).sort();
    if (zodKeys.join() !== editorKeys.join()) return [`${path}: fields ${zodKeys.join(',')} in zod, ${editorKeys.join(',')} in the editor`];
    const needed = new Set(json.required ?? []);
    return zodKeys.flatMap((k) => compare(json.properties![k]!, field.fields![k]!, `${path}.${k}`, needed.has(k)));
  }
  if (json.type === 'array') {
    if (field.kind !== 'array') return [`${path}: array in zod, ${field.kind} in the editor`];
    const [min, max] = required ? [json.minItems, json.maxItems] : [];
    if (min !== undefined || max !== undefined) checkedBounds.list++;
    const editor = field.validation?.length ?? {};
    const bounds =
      min === editor.min && max === editor.max ? [] : [`${path}: ${min}..${max} items in zod, ${editor.min}..${editor.max} in the editor`];
    return [...bounds, ...compare(json.items!, field.element!, `${path}.*`, true)];
  }
  if (field.kind !== 'form') return [`${path}: ${json.type} in zod, ${field.kind} in the editor`];
  if (json.type === 'boolean') return field.defaultValue?.() === false ? [] : [`${path}: boolean in zod, not a checkbox in the editor`];
  if (json.type === 'number' || json.type === 'integer')
    return field.defaultValue?.() === null && refuses(field, null) === required
      ? []
      : [`${path}: number (required: ${required}) differs in the editor`];
  if (json.type === 'string') {
    if (field.formKind === 'asset') return required ? [`${path}: a required image`] : [];
    if (typeof field.defaultValue?.() !== 'string') return [`${path}: string in zod, not text in the editor`];
    const zodRefusesEmpty =
      required &&
      ((json.minLength ?? 0) > 0 || json.format !== undefined || (json.pattern !== undefined && !new RegExp(json.pattern).test('')));
    const empty = refuses(field, '') === zodRefusesEmpty ? [] : [`${path}: empty refused ${zodRefusesEmpty} in zod, not in the editor`];
    return [...empty, ...textBounds(json, field, path, required)];
  }
  return [`${path}: zod ${json.type ?? 'unknown'} has no comparison`];
}

const object = (fields: Record<string, ComponentSchema>) => ({ kind: 'object', fields }) as unknown as Field;
const schemaOf = (key: string): Record<string, ComponentSchema> =>
  (keystaticConfig.singletons as Record<string, { schema: Record<string, ComponentSchema> }>)[key]!.schema;

describe('the content editor and the build read one definition', () => {
  it('every page, in both languages, has the fields of its zod schema', () => {
    const checked: string[] = [];
    for (const locale of ['en', 'ar']) {
      for (const [folder, { schema }] of Object.entries(pageContent))
        checked.push(...differences(schema, object(schemaOf(`${folder}_${locale}`)), `${folder}/${locale}`), `${folder}_${locale}`);
      for (const [group, { entries }] of Object.entries(nestedContent)) {
        for (const [key, { schema }] of Object.entries(entries))
          checked.push(
            ...differences(schema, object(schemaOf(`${group}_${key}_${locale}`)), `${group}/${key}/${locale}`),
            `${group}_${key}_${locale}`,
          );
      }
    }
    expect(checked.filter((c) => c.includes(': '))).toEqual([]);
    expect(checked).toHaveLength(2 * (8 + 4 + 10));
  });

  it('the branches, partner directory, claims, proof and job positions too', () => {
    expect(differences(dataFiles.branches.schema, object(schemaOf('branches')))).toEqual([]);
    expect(differences(dataFiles.partnerDirectory.schema, object(schemaOf('partnerDirectory')))).toEqual([]);
    expect(differences(proofSchema, object(schemaOf('proof')))).toEqual([]);
    const claims = object(schemaOf('claims')).fields!['claims']!;
    expect(Object.keys(claims.fields!).sort()).toEqual(Object.keys(claimData.claims).sort());
    for (const [name, field] of Object.entries(claims.fields!)) expect(differences(fact(z.number().int().min(0)), field, name)).toEqual([]);
    const { id, ...positionFields } = keystaticConfig.collections!['positions']!.schema as Record<string, ComponentSchema>;
    expect(id).toBeDefined();
    expect(differences(positionSchema, object(positionFields))).toEqual([]);
  });

  it('notices a field the editor lacks, a wrong kind, requiredness or count (the comparison can fail)', () => {
    const { status: _status, ...withoutStatus } = fieldsFromZod(positionSchema);
    expect(differences(positionSchema, object(withoutStatus))).toEqual([expect.stringContaining('root: fields')]);
    const loose = fieldsFromZod(z.object({ a: z.string().optional(), b: z.array(z.string()).max(2), c: z.number(), d: z.string().max(9) }));
    const strict = z.object({ a: z.string().min(1), b: z.array(z.string()).length(3), c: z.boolean(), d: z.string().max(5) });
    expect(differences(strict, object(loose))).toEqual([
      'root.a: empty refused true in zod, not in the editor',
      'root.b: 3..3 items in zod, undefined..2 in the editor',
      'root.c: boolean in zod, not a checkbox in the editor',
      'root.d: at most 5 characters in zod, not in the editor',
    ]);
  });

  it('a generated text field accepts what zod accepts at the maximum and refuses one character more, as zod does', () => {
    const schema = z.object({ name: z.string().min(2).max(5), tags: z.array(z.string()).min(1).max(3) });
    const { name, tags } = fieldsFromZod(schema) as Record<string, Field>;
    for (const value of ['xx', 'xxxxx', 'x', 'xxxxxx'])
      expect([value, refuses(name!, value)]).toEqual([value, !schema.safeParse({ name: value, tags: ['t'] }).success]);
    // Keystatic checks a list's count from this setting when saving (no public call runs it here).
    expect(tags!.validation?.length).toEqual({ min: 1, max: 3 });
    expect(schema.safeParse({ name: 'xx', tags: ['a', 'b', 'c', 'd'] }).success).toBe(false);
  });

  it('the comparisons above checked the content’s bounds (they cannot vanish from both sides unnoticed)', () => {
    expect(checkedBounds.text).toBeGreaterThan(10);
    expect(checkedBounds.list).toBeGreaterThan(10);
  });
});

describe('where the editor saves', () => {
  it('local files by default; GitHub through the Keystatic app with PUBLIC_KEYSTATIC_GITHUB_REPO=owner/name (shape only: not exercised against GitHub here)', () => {
    expect(keystaticConfig.storage).toEqual({ kind: 'local' });
    const github = config({ storage: storageFor('ascon-erp/website'), singletons, collections });
    expect(github.storage).toEqual({ kind: 'github', repo: { owner: 'ascon-erp', name: 'website' } });
    expect(() => storageFor('gitlab.com/ascon/website')).toThrow(/owner\/name/);
  });
});
