import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The rule Astro writes before a page's first island, wherever in <body> that island sits. */
const islandStyle = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/**
 * Moves Astro's island `<style>` from the body into <head>: HTML allows <style> only in the head,
 * and the W3C validator and html-validate reject it inside a <div> (tests/integration/
 * built-pages.test.ts). Same bytes, so the server's CSP hash of it is unchanged.
 */
export function hoistIslandStyle(html: string): string {
  const at = html.indexOf(islandStyle);
  const head = html.indexOf('</head>');
  if (at < 0 || head < 0 || at < head) return html;
  const body = html.slice(0, at) + html.slice(at + islandStyle.length);
  return body.slice(0, head) + islandStyle + body.slice(head);
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

export const hoistIslandStyleIntegration: AstroIntegration = {
  name: 'ascon:hoist-island-style',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      for await (const file of htmlFiles(fileURLToPath(dir))) {
        const html = await readFile(file, 'utf8');
        const moved = hoistIslandStyle(html);
        if (moved !== html) await writeFile(file, moved);
      }
    },
  },
};
