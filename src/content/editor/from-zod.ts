/**
 * Keystatic fields derived from the content's zod schemas (decision 0028): one definition per
 * content type, so the editor cannot drift from what the build accepts. Required text, lengths,
 * patterns and list counts become the editor's validation before save; what zod checks beyond
 * that (glossary, cross-file rules) stays with `node scripts/validate-content.ts`.
 */
import { fields, type ComponentSchema } from '@keystatic/core';
import { z } from 'zod';

/**
 * The part of a zod schema's JSON Schema (`z.toJSONSchema`, zod's public description of a schema,
 * input side) the editor's fields are built from (and its test compares them with).
 */
export interface Json {
  type?: string;
  properties?: Record<string, Json>;
  additionalProperties?: Json;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  const?: unknown;
  enum?: unknown[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Fields the schema cannot describe (an image upload, a map of named claims), by dotted path with `*` for list items. */
export type Overrides = Record<string, ComponentSchema>;

const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;

/** `responsibilitiesHeading` → "Responsibilities heading". */
export function labelFor(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Copy longer than a line gets a text area. */
const longText = /(^|[A-Z])(text|lead|description|summary|info|intro|answer|body|paragraphs?|needs|alt|imageAlt)$/i;

/** Bounds present in the schema, left out when absent (Keystatic reads a present `undefined` as a bound). */
const bounds = (min: number | undefined, max: number | undefined) => ({
  ...(min !== undefined ? { min } : {}),
  ...(max !== undefined ? { max } : {}),
});

function textField(key: string, json: Json, required: boolean): ComponentSchema {
  const regex = json.pattern === undefined ? undefined : new RegExp(json.pattern);
  // The build refuses an empty value when the schema asks for a length, a format or a pattern.
  const refusesEmpty = (json.minLength ?? 0) > 0 || json.format !== undefined || (regex !== undefined && !regex.test(''));
  const validation = {
    isRequired: required && refusesEmpty,
    // An optional field may stay empty (Keystatic then leaves it out of the file).
    length: bounds(required ? json.minLength : undefined, json.maxLength),
    // An optional field may stay empty, which its pattern would refuse.
    ...(regex && required ? { pattern: { regex, message: `Must match ${json.format ?? regex.source}` } } : {}),
  };
  return fields.text({ label: labelFor(key), multiline: longText.test(key), validation });
}

function numberField(key: string, json: Json, required: boolean): ComponentSchema {
  const max = json.maximum ?? json.exclusiveMaximum;
  // An integer's safe range is no bound an editor need show.
  const validation = {
    isRequired: required,
    ...bounds(json.minimum ?? json.exclusiveMinimum, max === Number.MAX_SAFE_INTEGER ? undefined : max),
  };
  return json.type === 'integer'
    ? fields.integer({ label: labelFor(key), validation })
    : fields.number({ label: labelFor(key), validation });
}

const selectField = (key: string, values: string[]) =>
  fields.select({ label: labelFor(key), options: values.map((value) => ({ label: value, value })), defaultValue: values[0] ?? '' });

const literalValues = (json: Json) => ('const' in json ? [json.const] : (json.enum ?? [])).map(String);
const variantsOf = (json: Json) => json.anyOf ?? json.oneOf;

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
export function fieldFromZod(schema: z.ZodType, path: string[], overrides: Overrides = {}): ComponentSchema {
  return fieldFromJson(jsonOf(schema), path, overrides, true);
}

function fieldFromJson(json: Json, path: string[], overrides: Overrides, required: boolean): ComponentSchema {
  const override = overrides[path.join('.')];
  if (override) return override;
  const key = path.at(-1) === '*' ? (path.at(-2) ?? 'item') : (path.at(-1) ?? 'item');
  const variants = variantsOf(json);
  if (variants) return unionField(variants, path, overrides);
  if ('const' in json || json.enum) return selectField(key, literalValues(json));
  switch (json.type) {
    case 'object':
      return fields.object(objectFields(json, overrides, path), { label: labelFor(key) });
    case 'array':
      // A list in one variant of a union is bounded by the build only (see unionField).
      return fields.array(fieldFromJson(json.items ?? {}, [...path, '*'], overrides, true), {
        label: labelFor(key),
        itemLabel,
        validation: { length: required ? bounds(json.minItems, json.maxItems) : {} },
      });
    case 'string':
      return textField(key, json, required);
    case 'number':
    case 'integer':
      return numberField(key, json, required);
    case 'boolean':
      return fields.checkbox({ label: labelFor(key) });
    default:
      throw new Error(`No editor field for ${path.join('.')} (JSON Schema type ${json.type ?? 'unknown'}): add an override`);
  }
}

/**
 * A union of objects (a product section's body: a list or paragraphs) as one group holding
 * every variant's fields, the discriminator as a choice. Keystatic's own `conditional` would
 * store `{discriminant, value}`, not our files' shape; so the variant's required fields and
 * counts are checked by the build, which names the file and field.
 */
function unionField(options: Json[], path: string[], overrides: Overrides): ComponentSchema {
  const merged: Record<string, ComponentSchema> = {};
  for (const option of options) {
    for (const [key, field] of Object.entries(option.properties ?? {})) {
      if (merged[key]) continue;
      const values = options.map((o) => o.properties?.[key]).flatMap((f) => (f && 'const' in f ? literalValues(f) : []));
      merged[key] = 'const' in field ? selectField(key, values) : fieldFromJson(field, [...path, key], overrides, false);
    }
  }
  return fields.object(merged, { label: labelFor(path.at(-1) ?? 'item') });
}

function objectFields(json: Json, overrides: Overrides, path: string[]): Record<string, ComponentSchema> {
  if (json.type !== 'object' || !json.properties) throw new Error(`${path.join('.') || 'root'}: not an object schema`);
  const required = new Set(json.required ?? []);
  return Object.fromEntries(
    Object.entries(json.properties).map(([key, field]) => [key, fieldFromJson(field, [...path, key], overrides, required.has(key))]),
  );
}

/** The fields of a zod object schema (the root of a content file). */
export function fieldsFromZod(schema: z.ZodType, overrides: Overrides = {}): Record<string, ComponentSchema> {
  return objectFields(jsonOf(schema), overrides, []);
}
