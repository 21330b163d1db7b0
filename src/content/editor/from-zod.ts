/**
 * Keystatic fields derived from the content's zod schemas (decision 0028): one definition per
 * content type, so the editor cannot drift from what the build accepts. Required text, lengths,
 * patterns and list counts become the editor's validation before save; what zod checks beyond
 * that (glossary, cross-file rules) stays with `node scripts/validate-content.ts`.
 */
import { fields, type ComponentSchema } from '@keystatic/core';
import type { z } from 'zod';

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  format?: string;
  pattern?: RegExp;
}
interface Def {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  format?: string;
  pattern?: RegExp;
}

/** Fields the schema cannot describe (an image upload, a map of named claims), by dotted path with `*` for list items. */
export type Overrides = Record<string, ComponentSchema>;

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** `responsibilitiesHeading` → "Responsibilities heading". */
export function labelFor(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Copy longer than a line gets a text area. */
const longText = /(^|[A-Z])(text|lead|description|summary|info|intro|answer|body|paragraphs?|needs|alt|imageAlt)$/i;

/** Bounds of a string or a list: `min_length`, `max_length`, `length_equals`. */
function lengthOf(def: Def): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const c of checksOf(def)) {
    if (c.check === 'min_length' && c.minimum !== undefined) out.min = c.minimum;
    if (c.check === 'max_length' && c.maximum !== undefined) out.max = c.maximum;
    if (c.check === 'length_equals' && c.length !== undefined) out.min = out.max = c.length;
  }
  return out;
}

function textField(key: string, schema: z.ZodType, def: Def, required: boolean): ComponentSchema {
  const { min, max } = lengthOf(def);
  const regex = def.pattern ?? checksOf(def).find((c) => c.check === 'string_format' && c.pattern)?.pattern;
  const validation = {
    // Required when the build refuses an empty value (a minimum length, a format, a refinement).
    isRequired: required && !schema.safeParse('').success,
    // An optional field may stay empty (Keystatic then leaves it out of the file).
    length: { ...(min !== undefined && required ? { min } : {}), ...(max !== undefined ? { max } : {}) },
    // An optional field may stay empty, which its pattern would refuse.
    ...(regex && required ? { pattern: { regex, message: `Must match ${def.format ?? regex.source}` } } : {}),
  };
  return fields.text({ label: labelFor(key), multiline: longText.test(key), validation });
}

function numberField(key: string, def: Def, required: boolean): ComponentSchema {
  const checks = checksOf(def);
  const min = checks.find((c) => c.check === 'greater_than')?.value;
  const max = checks.find((c) => c.check === 'less_than')?.value;
  const validation = { isRequired: required, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  return checks.some((c) => c.format === 'safeint')
    ? fields.integer({ label: labelFor(key), validation })
    : fields.number({ label: labelFor(key), validation });
}

/** A list item's label in the editor: its title, heading, name (English first) or text. */
function itemLabel(props: unknown): string {
  const p = props as { value?: unknown; fields?: Record<string, { value?: unknown; fields?: Record<string, { value?: unknown }> }> };
  if (typeof p.value === 'string') return p.value.slice(0, 80) || 'Item';
  for (const key of ['title', 'heading', 'name', 'label', 'tab', 'question', 'field', 'id']) {
    const f = p.fields?.[key];
    const v = typeof f?.value === 'string' ? f.value : f?.fields?.['en']?.value;
    if (typeof v === 'string' && v) return v.slice(0, 80);
  }
  return 'Item';
}

/** The Keystatic field for one zod schema at `path` (dotted, `*` for list items). */
export function fieldFromZod(schema: z.ZodType, path: string[], overrides: Overrides = {}, required = true): ComponentSchema {
  const override = overrides[path.join('.')];
  if (override) return override;
  const def = defOf(schema);
  const key = path.at(-1) === '*' ? (path.at(-2) ?? 'item') : (path.at(-1) ?? 'item');
  switch (def.type) {
    case 'optional':
    case 'default':
      return fieldFromZod(def.innerType!, path, overrides, false);
    case 'pipe':
      return fieldFromZod(def.in!, path, overrides, required);
    case 'object':
      return fields.object(fieldsFromZod(schema, overrides, path), { label: labelFor(key) });
    case 'union':
      return unionField(def.options ?? [], path, overrides);
    case 'literal': {
      const values = (def.values ?? []).map(String);
      return fields.select({
        label: labelFor(key),
        options: values.map((value) => ({ label: value, value })),
        defaultValue: values[0] ?? '',
      });
    }
    case 'array': {
      // A list in one variant of a union is bounded by the build only (see unionField).
      const { min, max } = required ? lengthOf(def) : {};
      const length = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      return fields.array(fieldFromZod(def.element!, [...path, '*'], overrides), {
        label: labelFor(key),
        itemLabel,
        validation: { length },
      });
    }
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      return fields.select({
        label: labelFor(key),
        options: values.map((value) => ({ label: value, value })),
        defaultValue: values[0] ?? '',
      });
    }
    case 'string':
      return textField(key, schema, def, required);
    case 'number':
      return numberField(key, def, required);
    case 'boolean':
      return fields.checkbox({ label: labelFor(key) });
    default:
      throw new Error(`No editor field for ${path.join('.')} (zod ${def.type}): add an override`);
  }
}

/**
 * A union of objects (a product section's body: a list or paragraphs) as one group holding
 * every variant's fields, the discriminator as a choice. Keystatic's own `conditional` would
 * store `{discriminant, value}`, not our files' shape; so the variant's required fields and
 * counts are checked by the build, which names the file and field.
 */
function unionField(options: z.ZodType[], path: string[], overrides: Overrides): ComponentSchema {
  const merged: Record<string, ComponentSchema> = {};
  for (const option of options) {
    for (const [key, field] of Object.entries(defOf(option).shape ?? {})) {
      if (merged[key]) continue;
      const isDiscriminator = defOf(field).type === 'literal';
      const values = options
        .map((o) => defOf(o).shape?.[key])
        .filter((f) => f && defOf(f).type === 'literal')
        .flatMap((f) => (defOf(f!).values ?? []).map(String));
      merged[key] = isDiscriminator
        ? fields.select({ label: labelFor(key), options: values.map((value) => ({ label: value, value })), defaultValue: values[0] ?? '' })
        : fieldFromZod(field, [...path, key], overrides, false);
    }
  }
  return fields.object(merged, { label: labelFor(path.at(-1) ?? 'item') });
}

/** The fields of a zod object schema (the root of a content file). */
export function fieldsFromZod(schema: z.ZodType, overrides: Overrides = {}, path: string[] = []): Record<string, ComponentSchema> {
  const shape = defOf(schema).shape;
  if (!shape) throw new Error(`${path.join('.') || 'root'}: not an object schema`);
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, fieldFromZod(field, [...path, key], overrides)]));
}
