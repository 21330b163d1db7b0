// No built page shows a message placeholder ("{brand}", "{list}") that was never filled in: a
// string passed to t() without one of its values keeps the literal, and the branch map's
// screen-reader label did so unseen. Reads the visible text and the attributes read aloud or
// shown (npm run build first; `npm test` builds before Vitest).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '../../dist');
const placeholder = /\{[\p{L}_][\p{L}\p{N}_]*\s*[},]/u;
const spokenAttributes = ['aria-label', 'alt', 'title', 'placeholder', 'aria-description', 'content', 'value'];

type Node = { type: string; name?: string; attribs?: Record<string, string>; children?: Node[]; data?: string };

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
}

/** Each text node and spoken attribute of a page that holds a placeholder, with where it is. */
function unfilledPlaceholders(html: string): string[] {
  const found: string[] = [];
  const walk = (node: Node, parent: string) => {
    if (node.name === 'script' || node.name === 'style') return;
    if (node.type === 'text' && node.data && placeholder.test(node.data)) found.push(`<${parent}> ${node.data.trim()}`);
    for (const name of spokenAttributes) {
      const value = node.attribs?.[name];
      if (value && placeholder.test(value)) found.push(`<${node.name} ${name}> ${value}`);
    }
    for (const child of node.children ?? []) walk(child, node.name ?? parent);
  };
  walk(parseDocument(html) as unknown as Node, 'root');
  return found;
}

describe('the built pages', () => {
  it('catch an unfilled placeholder in text or an attribute', () => {
    expect(unfilledPlaceholders('<p aria-label="{brand} branches: Riyadh">x</p>')).toEqual(['<p aria-label> {brand} branches: Riyadh']);
    expect(unfilledPlaceholders('<p>{count, plural, one {# day} other {# days}}</p>')).toHaveLength(1);
    expect(unfilledPlaceholders('<script>const a = {b}</script><p>ASCON branches</p>')).toEqual([]);
  });

  it('leave no message placeholder in any text or spoken attribute', () => {
    if (!existsSync(join(dist, 'index.html')))
      throw new Error('dist/ is missing or incomplete: run `npm run build` first (npm test does).');
    const pages = htmlFiles(dist).filter((f) => !relative(dist, f).startsWith('_'));
    expect(pages.length).toBeGreaterThan(40);
    const problems = pages.flatMap((file) => unfilledPlaceholders(readFileSync(file, 'utf8')).map((p) => `${relative(dist, file)}: ${p}`));
    expect(problems).toEqual([]);
  });
});
