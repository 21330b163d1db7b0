import { describe, expect, it } from 'vitest';
import { firstInteractionTypes, islandRuntimeFile, runtimeLoader, takeIslandScripts, withRuntimeScript } from '../../src/integrations/island-runtime.ts';
import { backlogKey } from '../../src/directives/early-input.ts';

// Shaped like what Astro writes (astro/dist/runtime/server/scripts.js: style, directive, runtime).
const directive = (name: string, body = 'var f=()=>{}') => `(()=>{${body};(self.Astro||(self.Astro={})).${name}=f;window.dispatchEvent(new Event("astro:${name}"));})();`;
const runtime = '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const page = (body: string) => `<!doctype html><html><head><title>t</title><script>document.documentElement.classList.add('js')</script></head><body>${body}</body></html>`;
const prescripts = (name: string) => `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style><script>${directive(name)}</script><script>${runtime}</script>`;

describe('island runtime out of the pages', () => {
  it('takes Astro’s style, directive and runtime out of a page and leaves every other script', () => {
    const html = page(`<main>${prescripts('interaction')}<astro-island client="interaction"></astro-island><script>${directive('afterload')}</script></main>`);
    const { html: rest, scripts } = takeIslandScripts(html);
    expect(rest).toBe(page('<main><astro-island client="interaction"></astro-island></main>'));
    expect(scripts.runtime).toBe(runtime);
    expect([...scripts.directives.keys()]).toEqual(['interaction', 'afterload']);
  });

  it('does not mistake a page’s own script that mentions Astro for a directive', () => {
    const own = `<script>(self.Astro||(self.Astro={})).note=1;console.log("astro:note")</script>`;
    const { html, scripts } = takeIslandScripts(page(own));
    expect(html).toBe(page(own));
    expect(scripts.directives.size).toBe(0);
    expect(scripts.runtime).toBeUndefined();
  });

  it('builds one file for the site: the directives by name, then the runtime', () => {
    const a = takeIslandScripts(page(prescripts('interaction'))).scripts;
    const b = takeIslandScripts(page(prescripts('afterload'))).scripts;
    const file = islandRuntimeFile([a, b]);
    expect(file.indexOf('astro:afterload')).toBeLessThan(file.indexOf('astro:interaction'));
    expect(file.indexOf('astro:interaction')).toBeLessThan(file.indexOf('customElements.define'));
    expect(file.split(runtime)).toHaveLength(2);
  });

  it('refuses two versions of one directive, and a build without a runtime', () => {
    const a = takeIslandScripts(page(`<script>${directive('interaction', 'var f=1')}</script><script>${runtime}</script>`)).scripts;
    const b = takeIslandScripts(page(`<script>${directive('interaction', 'var f=2')}</script>`)).scripts;
    expect(() => islandRuntimeFile([a, b])).toThrow(/two versions of the client:interaction directive/);
    expect(() => islandRuntimeFile([b])).toThrow(/no island runtime/);
  });

  it('puts the loader at the end of <head>: it fetches the file on the first interaction or when idle after load, never during parsing', () => {
    const html = withRuntimeScript(page(''), '/_astro/islands.x.js');
    expect(html).toContain(`</script>${runtimeLoader('/_astro/islands.x.js')}</head>`);
    const loader = runtimeLoader('/_astro/islands.x.js');
    expect(loader).not.toMatch(/<script[^>]*\ssrc=/);
    expect(loader).toContain(`s.src="/_astro/islands.x.js"`);
    expect(loader).toContain(`self.${backlogKey}=[]`);
    for (const type of firstInteractionTypes) expect(loader).toContain(`"${type}"`);
    expect(loader).toMatch(/addEventListener\('load',\(\)=>self\.requestIdleCallback\?requestIdleCallback\(l,/);
    expect(() => withRuntimeScript('<p>no head</p>', '/x.js')).toThrow(/no <\/head>/);
  });
});
