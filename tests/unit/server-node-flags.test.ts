/** The commands that start the server on PGlite pass the V8 flags of decision 0079. */
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { serverNodeFlags } from '../../scripts/lib/server-process.ts';

it('npm start, npm run serve and bench:storm run node with --liftoff-only, as the spawned servers do', async () => {
  const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> };
  expect(serverNodeFlags).toEqual(['--liftoff-only']);
  expect(scripts['start']?.split(' ')).toEqual(['node', ...serverNodeFlags, 'scripts/start.ts']);
  expect(scripts['serve']?.split(' ')).toEqual(['node', ...serverNodeFlags, 'server/main.ts']);
  // The storm bench runs the app (and PGlite) in its own process.
  expect(scripts['bench:storm']?.split(' ')).toEqual(['node', ...serverNodeFlags, 'bench/storm.ts']);
});
