/**
 * The form schemas (src/forms/) name their error messages by UI key; src/forms/schemas.ts
 * `fieldErrors` relies on every `errors.*` key they name existing in the catalogue. Checked by
 * what the schemas answer to bad input: every refusal they can give, in both languages.
 */
import { expect, it } from 'vitest';
import { applicationSchemaFor, fieldErrors, inquirySchema } from '../../src/forms/schemas.ts';
import { limits } from '../../src/forms/limits.ts';
import { uiStrings } from '../../src/i18n/ui.ts';

/** The keys of the first error per field, for input that fails every field. */
type Schema = { safeParse(input: unknown): { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] } };

function refusals(schema: Schema, inputs: Record<string, unknown>[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : Object.values(fieldErrors(result.error)).map((e) => e.key);
  });
}

const tooLong = 'x'.repeat(limits.messageMax + 1);
const badInputs = [
  {},
  { name: ' ', email: ' ', phoneNumber: ' ', country: ' ', message: ' ', position: ' ' },
  { name: 'A\u202eB', email: 'not-an-address', phoneNumber: 'call me', country: 'Saudi', message: tooLong, position: 'closed' },
  { name: 'Ann', email: 'a@b.co', phoneNumber: '+966 11 000 0000', country: 'SA', message: 'A\u0000B', position: 'sales' },
];

it('every errors.* key the form schemas answer with is a UI string in both languages', () => {
  const named = new Set([...refusals(inquirySchema, badInputs), ...refusals(applicationSchemaFor(['sales']), badInputs)]);
  expect([...named].sort()).toEqual(
    [
      'errors.country',
      'errors.email',
      'errors.invalidCharacters',
      'errors.phone',
      'errors.position',
      'errors.required',
      'errors.tooLong',
    ].sort(),
  );
  for (const locale of ['en', 'ar'] as const) {
    const errors = uiStrings(locale).errors as Record<string, unknown>;
    expect(
      [...named].filter((key) => typeof errors[key.slice('errors.'.length)] !== 'string'),
      locale,
    ).toEqual([]);
  }
});
