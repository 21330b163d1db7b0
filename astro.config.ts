import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import type { AstroIntegration } from 'astro';
import { site } from './src/site.config.ts';
import { hoistIslandStyleIntegration } from './src/integrations/hoist-island-style.ts';

/** Registers `client:afterload` (hydrate after the page has loaded; src/directives/after-load.ts). */
const afterLoadDirective: AstroIntegration = {
  name: 'ascon:client-afterload',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'afterload', entrypoint: fileURLToPath(new URL('./src/directives/after-load.ts', import.meta.url)) }),
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
  integrations: [react(), afterLoadDirective, hoistIslandStyleIntegration],
  vite: {
    plugins: [tailwindcss()],
    build: { assetsInlineLimit: 0 },
  },
  devToolbar: { enabled: false },
  server: { port: 4321 },
});
