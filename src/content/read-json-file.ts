/**
 * One content file read and checked against its schema, collecting problems instead of
 * throwing, so a check names every file and field at fault at once. Used by the positions'
 * reader (src/content/positions.ts) and the server's published-content reader.
 */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';

/** The file's parsed, valid value; undefined with one message per problem pushed onto `problems`. */
export function readJsonFile<S extends z.ZodType>(file: string, schema: S, problems: string[]): z.infer<S> | undefined {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${file}: invalid JSON (${(error as Error).message})`);
    return undefined;
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) problems.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  return undefined;
}
