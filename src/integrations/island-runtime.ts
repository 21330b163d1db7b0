import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { backlogKey, hydrationTriggers } from '../directives/early-input.ts';

/**
 * Astro writes its island runtime (the `<astro-island>` element, ~4.4 kB) and each hydration
 * directive (~0.9–1.8 kB) as inline scripts into every page with an island, and a `<style>` for
 * `display: contents`. That is ~2 kB of brotli in each of those documents, sent again with
 * every page: enough to push a long Arabic page past the first ~14.6 kB round trip on a phone
 * (decision 0021, revision 2). After the build this integration moves them into one file,
 * `/_astro/islands.<hash>.js` (cached across pages; the directives, then the runtime), and drops
 * the style (styles/global.css has the rule). A small inline loader fetches the file on the
 * visitor's first interaction, or once the page has loaded and the main thread is idle
 * (decision 0022, revision of 2026-11-25): never during the page load. Until it runs, every
 * island works as its HTML (decision 0016), and what the visitor did meanwhile is kept for the
 * directives (early-input.ts).
 *
 * The texts are recognised by what they define, not copied from Astro: a build whose islands
 * lack either (Astro changed how it writes them) fails here instead of shipping dead islands.
 */

const islandStyle = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const inlineScript = /<script>([\s\S]*?)<\/script>/g;
const definesRuntime = 'customElements.define("astro-island"';
/** A directive ends by registering itself and announcing it: `(self.Astro||(self.Astro={})).<name>=…`. */
const directiveName = /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.([\w-]+)=[\s\S]*window\.dispatchEvent\(new Event\("astro:\1"\)\);?\}\)\(\);?\s*$/;

export interface IslandScripts {
  /** The directives' code by name (`interaction`, `afterload`). */
  directives: Map<string, string>;
  runtime: string | undefined;
}

/** The page without Astro's inline island scripts and style, and what was taken out. */
export function takeIslandScripts(html: string): { html: string; scripts: IslandScripts } {
  const scripts: IslandScripts = { directives: new Map(), runtime: undefined };
  const rest = html.replaceAll(islandStyle, '').replace(inlineScript, (tag, code: string) => {
    if (code.includes(definesRuntime)) {
      scripts.runtime = code;
      return '';
    }
    const name = directiveName.exec(code)?.[1];
    if (!name) return tag;
    scripts.directives.set(name, code);
    return '';
  });
  return { html: rest, scripts };
}

/** One file for the whole site: every directive (by name), then the runtime that calls them. */
export function islandRuntimeFile(all: IslandScripts[]): string {
  const directives = new Map<string, string>();
  let runtime: string | undefined;
  for (const page of all) {
    for (const [name, code] of page.directives) {
      if (directives.has(name) && directives.get(name) !== code) throw new Error(`island-runtime: two versions of the client:${name} directive in one build`);
      directives.set(name, code);
    }
    if (page.runtime !== undefined && runtime !== undefined && page.runtime !== runtime) throw new Error('island-runtime: two versions of the island runtime in one build');
    runtime ??= page.runtime;
  }
  if (runtime === undefined) throw new Error('island-runtime: no island runtime found');
  const ordered = [...directives.keys()].sort().map((name) => directives.get(name));
  return `${[...ordered, runtime].join('\n')}\n`;
}

/** What the visitor may do first: each starts the runtime's fetch and is kept for the directives (clicks for their replay). */
export const firstInteractionTypes = [...hydrationTriggers, 'click'] as const;

/**
 * The inline loader that replaces Astro's scripts, in <head> so it listens from the start. A
 * deferred file ran in the task that ends parsing, where Chromium also lays the whole page out
 * for the first time, and Lighthouse charged that layout to the script (TBT; decision 0022).
 * Events are kept (at most 200) until the runtime has run; its directives take theirs from
 * `self.islandInputBacklog`. If the file cannot load, the islands stay the working HTML.
 */
export function runtimeLoader(src: string): string {
  const types = JSON.stringify(firstInteractionTypes);
  return `<script>(()=>{const q=self.${backlogKey}=[],t=${types};let s;const l=()=>{if(s)return;s=document.createElement('script');s.src=${JSON.stringify(src)};s.onload=s.onerror=()=>{for(const n of t)removeEventListener(n,r,!0);q.length=0};document.head.append(s)},r=e=>{q.length>199||q.push(e);l()};for(const n of t)addEventListener(n,r,{capture:!0,passive:!0});addEventListener('load',()=>self.requestIdleCallback?requestIdleCallback(l,{timeout:2e3}):setTimeout(l,200))})()</script>`;
}

/** The loader at the end of <head>. */
export function withRuntimeScript(html: string, src: string): string {
  const head = html.indexOf('</head>');
  if (head < 0) throw new Error('island-runtime: a page with islands has no </head>');
  return `${html.slice(0, head)}${runtimeLoader(src)}${html.slice(head)}`;
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

export const islandRuntimeIntegration: AstroIntegration = {
  name: 'ascon:island-runtime',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const root = fileURLToPath(dir);
      const pages: Array<{ file: string; html: string; scripts: IslandScripts }> = [];
      for await (const file of htmlFiles(root)) {
        const original = await readFile(file, 'utf8');
        if (!original.includes('<astro-island')) continue;
        const { html, scripts } = takeIslandScripts(original);
        if (scripts.runtime === undefined || scripts.directives.size === 0) throw new Error(`island-runtime: ${file} has islands but Astro wrote no runtime or directive into it`);
        pages.push({ file, html, scripts });
      }
      if (pages.length === 0) return;
      const code = islandRuntimeFile(pages.map((p) => p.scripts));
      const name = `islands.${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      await writeFile(join(root, '_astro', name), code);
      for (const page of pages) await writeFile(page.file, withRuntimeScript(page.html, `/_astro/${name}`));
    },
  },
};
