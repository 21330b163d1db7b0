/**
 * The form schemas (src/forms/) name their error messages by UI key; src/forms/schemas.ts
 * `fieldErrors` relies on every `errors.*` key they name existing in the catalogue.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import en from '../../src/i18n/ui/en.json' with { type: 'json' };

const formsDir = join(import.meta.dirname, '../../src/forms');

it('every errors.* key the form schemas name is a UI string', () => {
  const errors = en.errors as Record<string, unknown>;
  const named = readdirSync(formsDir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(join(formsDir, file), 'utf8').matchAll(/'errors\.(\w+)'/g)].map((m) => m[1]!));
  expect(named.length).toBeGreaterThan(5);
  expect(named.filter((key) => typeof errors[key] !== 'string')).toEqual([]);
});
