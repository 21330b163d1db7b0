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
import { fieldsFromZod } from '../../src/content/editor/from-zod.ts';
import { collections, singletons, storageFor } from '../../src/content/editor/definitions.ts';
import { config } from '@keystatic/core';
import { dataFiles, nestedContent, pageContent } from '../../src/content/registry.ts';
import { fact } from '../../src/content/schemas/markers.ts';
import { positionSchema } from '../../src/content/schemas/position.ts';
import { proofSchema } from '../../src/content/schemas/proof.ts';

type Def = {
  type: string;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  checks?: Array<{ _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } } }>;
};
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
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

function listBounds(def: Def): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const {
    _zod: { def: c },
  } of def.checks ?? []) {
    if (c.check === 'min_length') out.min = c.minimum!;
    if (c.check === 'max_length') out.max = c.maximum!;
    if (c.check === 'length_equals') out.min = out.max = c.length!;
  }
  return out;
}

const refuses = (field: Field, value: unknown) => {
  try {
    field.validate?.(value);
    return false;
  } catch {
    return true;
  }
};

/** Every difference between a zod schema and an editor field, as `path: what`. */
export function differences(schema: z.ZodType, field: Field, path = 'root', required = true): string[] {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default') return differences(def.innerType!, field, path, false);
  if (def.type === 'pipe') return differences(def.in!, field, path, required);
  if (def.type === 'object') {
    if (field.kind !== 'object') return [`${path}: object in zod, ${field.kind} in the editor`];
    const zodKeys = Object.keys(def.shape!).sort();
    const editorKeys = Object.keys(field.fields!).sort();
    if (zodKeys.join() !== editorKeys.join()) return [`${path}: fields ${zodKeys.join(',')} in zod, ${editorKeys.join(',')} in the editor`];
    return zodKeys.flatMap((k) => differences(def.shape![k]!, field.fields![k]!, `${path}.${k}`));
  }
  if (def.type === 'union') {
    // Every variant's fields, optional (from-zod.ts unionField); the build checks the variant.
    if (field.kind !== 'object') return [`${path}: union in zod, ${field.kind} in the editor`];
    return def.options!.flatMap((o) =>
      Object.entries(defOf(o).shape!).flatMap(([k, f]) =>
        defOf(f).type === 'literal' ? [] : differences(f, field.fields![k]!, `${path}.${k}`, false),
      ),
    );
  }
  if (def.type === 'literal')
    return field.kind === 'form' && JSON.stringify(field.options?.map((o) => o.value)) === JSON.stringify(def.values!.map(String))
      ? []
      : [`${path}: literal differs in the editor`];
  if (def.type === 'record') {
    if (field.kind !== 'object') return [`${path}: record in zod, ${field.kind} in the editor`];
    return Object.entries(field.fields!).flatMap(([k, f]) => differences(def.valueType!, f, `${path}.${k}`));
  }
  if (def.type === 'array') {
    if (field.kind !== 'array') return [`${path}: array in zod, ${field.kind} in the editor`];
    const zod = required ? listBounds(def) : {};
    const editor = field.validation?.length ?? {};
    const bounds =
      zod.min === editor.min && zod.max === editor.max
        ? []
        : [`${path}: ${zod.min}..${zod.max} items in zod, ${editor.min}..${editor.max} in the editor`];
    return [...bounds, ...differences(def.element!, field.element!, `${path}.*`)];
  }
  if (field.kind !== 'form') return [`${path}: ${def.type} in zod, ${field.kind} in the editor`];
  if (def.type === 'enum')
    return JSON.stringify(field.options?.map((o) => o.value)) === JSON.stringify(Object.values(def.entries!))
      ? []
      : [`${path}: enum options differ`];
  if (def.type === 'boolean') return field.defaultValue?.() === false ? [] : [`${path}: boolean in zod, not a checkbox in the editor`];
  if (def.type === 'number')
    return field.defaultValue?.() === null && refuses(field, null) === required
      ? []
      : [`${path}: number (required: ${required}) differs in the editor`];
  if (def.type === 'string') {
    if (field.formKind === 'asset') return required ? [`${path}: a required image`] : [];
    if (typeof field.defaultValue?.() !== 'string') return [`${path}: string in zod, not text in the editor`];
    const zodRefusesEmpty = required && !schema.safeParse('').success;
    return refuses(field, '') === zodRefusesEmpty ? [] : [`${path}: empty refused ${zodRefusesEmpty} in zod, not in the editor`];
  }
  return [`${path}: zod ${def.type} has no comparison`];
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
    expect(checked).toHaveLength(2 * (7 + 4 + 10));
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
    const loose = fieldsFromZod(z.object({ a: z.string().optional(), b: z.array(z.string()).max(2), c: z.number() }));
    expect(differences(z.object({ a: z.string().min(1), b: z.array(z.string()).length(3), c: z.boolean() }), object(loose))).toEqual([
      'root.a: empty refused true in zod, not in the editor',
      'root.b: 3..3 items in zod, undefined..2 in the editor',
      'root.c: boolean in zod, not a checkbox in the editor',
    ]);
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
