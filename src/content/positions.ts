/**
 * Reads the job positions (`src/content/positions/<id>.json`) with node:fs, for the server (its
 * check of `position`, the titles in HR's e-mail), `node scripts/validate-content.ts` and tests.
 * The site's pages read the same files as the `positions` content collection (content.config.ts),
 * so the Astro build does not use this reader; it stays in src/ because validate-content
 * (src/content/validate-positions.ts) does, and src/ imports nothing of the server (decision 0015).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Position } from './schemas/position.ts';
import { readJsonFile } from './read-json-file.ts';
import { positionIdPattern, positionSchema } from './schemas/position.ts';

export const positionsDir = fileURLToPath(new URL('./positions/', import.meta.url));

export type { Position };

/** Every position file in `dir` (ids are the file names), or one message per problem. */
export function loadPositions(dir: string = positionsDir): { positions: Position[]; problems: string[] } {
  const positions: Position[] = [];
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
    const position = readJsonFile(where, positionSchema, problems);
    if (position) positions.push({ ...position, id });
  }
  return { positions, problems };
}

/** The positions in `dir`; throws, naming every file and field at fault, if any is invalid (the server does not start). */
export function readPositions(dir: string = positionsDir): Position[] {
  const { positions, problems } = loadPositions(dir);
  if (problems.length) throw new Error(`Invalid job positions:\n${problems.join('\n')}`);
  return positions;
}
