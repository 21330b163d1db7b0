/**
 * Reads the job positions (`src/content/positions/<id>.json`) with node:fs, for the server (its
 * check of `position`, the titles in HR's e-mail), `node scripts/validate-content.ts` and tests.
 * The site's pages read the same files as the `positions` content collection (content.config.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { positionIdPattern, positionSchema, type PositionContent } from './schemas/position.ts';

export const positionsDir = fileURLToPath(new URL('./positions/', import.meta.url));

export type PositionEntry = PositionContent & { id: string };

/** Every position file in `dir` (ids are the file names), or one message per problem. */
export function loadPositions(dir: string = positionsDir): { positions: PositionEntry[]; problems: string[] } {
  const positions: PositionEntry[] = [];
  const problems: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const id = file.replace(/\.json$/, '');
    const where = join(dir, file);
    if (!positionIdPattern.test(id)) {
      problems.push(`${where}: the file name is the position's address (/careers/${id}): use lower-case letters, digits and hyphens`);
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(where, 'utf8'));
    } catch (error) {
      problems.push(`${where}: invalid JSON (${(error as Error).message})`);
      continue;
    }
    const result = positionSchema.safeParse(data);
    if (result.success) positions.push({ ...result.data, id });
    else for (const issue of result.error.issues) problems.push(`${where}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return { positions, problems };
}

/** The positions in `dir`; throws, naming every file and field at fault, if any is invalid (the server does not start). */
export function readPositions(dir: string = positionsDir): PositionEntry[] {
  const { positions, problems } = loadPositions(dir);
  if (problems.length) throw new Error(`Invalid job positions:\n${problems.join('\n')}`);
  return positions;
}
