import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import type { AstroIntegration } from 'astro';
import { site } from './src/site.config.ts';
import { islandRuntimeIntegration } from './src/integrations/island-runtime.ts';
// The content editor (decision 0028): only in `npm run edit` (KEYSTATIC=1 astro dev), never in a build.
const editor = process.env['KEYSTATIC'] === '1' && process.argv.includes('dev') ? [(await import('@keystatic/astro')).default()] : [];

/**
 * Registers the project's hydration directives: `client:afterload` (after the page has loaded;
 * src/directives/after-load.ts) and `client:interaction` (on the visitor's first interaction;
 * src/directives/on-interaction.ts, docs/decisions/0016).
 */
const directive = (file: string) => fileURLToPath(new URL(`./src/directives/${file}`, import.meta.url));
const hydrationDirectives: AstroIntegration = {
  name: 'ascon:client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'afterload', entrypoint: directive('after-load.ts') });
      addClientDirective({ name: 'interaction', entrypoint: directive('on-interaction.ts') });
    },
  },
};

// Static output: every page is prerendered in both locales; the Fastify server in server/
// serves dist/ and owns everything dynamic (redirects, forms). See docs/decisions/0001.
export default defineConfig({
  site: site.origin,
  output: 'static',
  trailingSlash: 'never',
  build: {
    format: 'file',
    // Small stylesheets are inlined to save a request; the server hashes them into its CSP.
    inlineStylesheets: 'never',
  },
  integrations: [react(), hydrationDirectives, islandRuntimeIntegration, ...editor],
  vite: {
    plugins: [tailwindcss()],
    build: { assetsInlineLimit: 0 },
  },
  devToolbar: { enabled: false },
  server: { port: 4321 },
});
