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
      'errors.countryRequired',
      'errors.email',
      'errors.emailRequired',
      'errors.invalidCharacters',
      'errors.jobTitleRequired',
      'errors.messageRequired',
      'errors.nameRequired',
      'errors.phone',
      'errors.phoneRequired',
      'errors.position',
      'errors.positionRequired',
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

it("an empty field is answered with its own message, saying what to do, in both languages (the island's and the server's)", () => {
  const empty = (schema: Schema, input: Record<string, unknown>) => {
    const result = schema.safeParse(input);
    return result.success ? {} : Object.fromEntries(Object.entries(fieldErrors(result.error)).map(([field, e]) => [field, e.key]));
  };
  for (const input of [{}, { name: ' ', email: '', phoneNumber: ' ', country: '', message: '\n', position: '' }]) {
    expect(empty(inquirySchema, input)).toEqual({
      name: 'errors.nameRequired',
      email: 'errors.emailRequired',
      phoneNumber: 'errors.phoneRequired',
      country: 'errors.countryRequired',
      message: 'errors.messageRequired',
    });
    // The application's free-text field is the current job title, not a message.
    expect(empty(applicationSchemaFor(['sales']), input)).toEqual({
      name: 'errors.nameRequired',
      email: 'errors.emailRequired',
      phoneNumber: 'errors.phoneRequired',
      message: 'errors.jobTitleRequired',
      position: 'errors.positionRequired',
    });
  }
  for (const locale of ['en', 'ar'] as const) {
    const errors = uiStrings(locale).errors as Record<string, string>;
    const own = ['name', 'email', 'phone', 'country', 'message', 'jobTitle', 'position'].map((field) => errors[`${field}Required`]);
    expect(new Set(own).size, `${locale}: one message per field`).toBe(own.length);
    expect(own, locale).not.toContain(errors['required']);
  }
});
