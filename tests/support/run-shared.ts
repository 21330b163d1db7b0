/**
 * Something made once per Vitest run and shared by its workers (a PostgreSQL cluster, a migrated
 * PGlite template): the first worker that needs it makes it in a folder of the run's temporary
 * root and publishes a value (a URL, a path); the other workers wait for that value. A run whose
 * files never need it makes none. The folder goes with the run's root (temp-root.ts).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const waitLimitMs = 120_000;

/** Published by the worker that makes it: its value, or why it could not. */
type Published = { value: string } | { error: string };

/** The folder of the run's shared `name` in the run's temporary root. */
export function sharedDir(name: string, root = tmpdir()): string {
  return join(root, `shared-${name}`);
}

const made = new Map<string, Promise<string>>();

/** The run's shared `name`, made by `make` (in its empty folder) on first use in the run. */
export function runShared(name: string, make: (dir: string) => Promise<string>, undo: (dir: string) => Promise<void>): Promise<string> {
  let value = made.get(name);
  if (!value) made.set(name, (value = claimOrWait(sharedDir(name), make, undo)));
  return value;
}

async function claimOrWait(dir: string, make: (dir: string) => Promise<string>, undo: (dir: string) => Promise<void>): Promise<string> {
  try {
    // Atomic across processes: exactly one worker makes the folder and what goes in it.
    mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return waitFor(dir);
  }
  try {
    const value = await make(dir);
    publish(dir, { value });
    return value;
  } catch (error) {
    publish(dir, { error: (error as Error).message });
    await undo(dir);
    throw error;
  }
}

function publish(dir: string, published: Published): void {
  writeFileSync(`${dir}.json.part`, JSON.stringify(published));
  renameSync(`${dir}.json.part`, `${dir}.json`);
}

async function waitFor(dir: string): Promise<string> {
  const deadline = Date.now() + waitLimitMs;
  for (;;) {
    let text: string | undefined;
    try {
      text = readFileSync(`${dir}.json`, 'utf8');
    } catch {
      // not published yet
    }
    if (text) {
      const published = JSON.parse(text) as Published;
      if ('error' in published) throw new Error(`${dir} was not made: ${published.error}`);
      return published.value;
    }
    if (Date.now() > deadline) throw new Error(`${dir} was not made within ${waitLimitMs} ms`);
    await delay(100);
  }
}
