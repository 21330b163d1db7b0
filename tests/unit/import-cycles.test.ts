/**
 * Dependencies inside server/ and src/ point one way (decision 0032): no module reaches itself
 * through its own runtime imports. Type-only imports are left out, since they vanish at run
 * time; so are dynamic import() calls, which load after both modules are whole. In server/ the
 * folders point one way too: no folder reaches itself through its files' runtime imports. And
 * in server/ a type is declared by the module the others depend on, so type-only imports
 * point one way as well, between files and between folders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const sourceFile = /\.(ts|tsx)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

// `import …/export … from '…'` and bare `import '…'`, across lines; the clause tells type-only ones.
const staticImport = /^\s*(?:import|export)\s+(?:([^'";]*?)\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function isTypeOnly(clause: string | undefined): boolean {
  if (clause === undefined) return false;
  if (/^type\s/.test(clause)) return true;
  const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!named) return false;
  const names = named[1]!
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

/** Each file's runtime imports (with `types`, its type-only ones too) of other files in the same graph. */
function importGraph(files: string[], types = false): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const [, clause, spec] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const target = resolve(dirname(file), spec!);
      if ((types || !isTypeOnly(clause)) && known.has(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles a depth-first walk meets, each as the files from its first to its last. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(path.slice(path.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/** The same graph between folders: a file's imports become its folder's, within the folder left out. */
function folderGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const edges = folders.get(dirname(file)) ?? new Set<string>();
    for (const target of targets) if (dirname(target) !== dirname(file)) edges.add(dirname(target));
    folders.set(dirname(file), edges);
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges]]));
}

describe('import cycles', () => {
  for (const dir of ['server', 'src']) {
    it(`${dir}/ has none`, () => {
      const cycles = cyclesOf(importGraph(filesUnder(join(root, dir))));
      expect(cycles.map((cycle) => cycle.map((f) => relative(root, f)).join(' → '))).toEqual([]);
    });
  }

  // src/ nests parts under the folder that lists them (visuals/screens/ under visuals/), so
  // folders there import each other by design; server/'s folders are layers.
  it('server/ has none between folders', () => {
    const cycles = cyclesOf(folderGraph(importGraph(filesUnder(join(root, 'server')))));
    expect(cycles.map((cycle) => cycle.map((f) => relative(root, f)).join(' → '))).toEqual([]);
  });

  it('server/ has none through type-only imports either, between files or folders', () => {
    const graph = importGraph(filesUnder(join(root, 'server')), true);
    const cycles = [...cyclesOf(graph), ...cyclesOf(folderGraph(graph))];
    expect(cycles.map((cycle) => cycle.map((f) => relative(root, f)).join(' → '))).toEqual([]);
  });

  // Content is the layer the editors' files are judged by: the pages' helpers (src/lib) and
  // components build on it, never the other way round, type imports included.
  it('src/content/ imports nothing from src/lib, src/components or src/pages', () => {
    const upper = ['lib', 'components', 'pages'].map((d) => join(root, 'src', d) + '/');
    const reached = filesUnder(join(root, 'src/content')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(staticImport)]
        .map(([, , spec]) => resolve(dirname(file), spec!))
        .filter((target) => upper.some((dir) => target.startsWith(dir)))
        .map((target) => `${relative(root, file)} → ${relative(root, target)}`),
    );
    expect(reached).toEqual([]);
  });

  it('finds a cycle through a value import and none through a type-only one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', []],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
    const files = new Map([
      ['x/a', ['y/b', 'x/c']],
      ['x/c', []],
      ['y/b', ['x/c']],
    ]);
    expect(cyclesOf(folderGraph(files))).toEqual([['x', 'y']]);
    expect(isTypeOnly('type { A }')).toBe(true);
    expect(isTypeOnly('{ type A, type B }')).toBe(true);
    expect(isTypeOnly('{ type A, b }')).toBe(false);
    expect(isTypeOnly('x')).toBe(false);
  });
});
