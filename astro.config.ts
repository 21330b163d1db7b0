import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import type { AstroIntegration } from 'astro';
import { site } from './src/site.config.ts';
// The content editor (decision 0028): only in `npm run edit` (KEYSTATIC=1 astro dev), never in a build.
const editor = process.env['KEYSTATIC'] === '1' && process.argv.includes('dev') ? [(await import('@keystatic/astro')).default()] : [];

/**
 * Registers `client:interaction` (hydrate on the visitor's first interaction with the island;
 * src/directives/on-interaction.ts) through Astro's public client-directive API (decision 0025).
 */
const hydrateOnInteraction: AstroIntegration = {
  name: 'ascon:client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'interaction',
        entrypoint: fileURLToPath(new URL('./src/directives/on-interaction.ts', import.meta.url)),
      });
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
    // One external stylesheet per page family (decision 0087); none inlined (the CSP hashes only the inline scripts).
    inlineStylesheets: 'never',
  },
  integrations: [react(), hydrateOnInteraction, ...editor],
  vite: {
    plugins: [tailwindcss()],
    build: {
      assetsInlineLimit: 0,
      // Stylesheets and the pages' own scripts (an .astro file's <script>) by hash alone: their
      // generated names in the URL would cost the largest page's first response bytes it does not
      // have (decision 0087). Islands keep their names (the bench reports their props by them).
      rollupOptions: {
        output: {
          assetFileNames: (asset) => (asset.names[0]?.endsWith('.css') ? '_astro/[hash].css' : '_astro/[name].[hash][extname]'),
        },
      },
    },
    // The scripts are named in the client environment, whose naming Astro sets itself and lets
    // only these options override; the stylesheets come from the page build, named above.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              entryFileNames: (chunk) => (chunk.name.includes('_astro_type_script_') ? '_astro/[hash].js' : '_astro/[name].[hash].js'),
            },
          },
        },
      },
    },
    // `npm run edit:site` builds releases into var/site/ (decision 0037): the editor's dev server must not watch them.
    server: { watch: { ignored: [`${fileURLToPath(new URL('./var/', import.meta.url))}**`] } },
  },
  devToolbar: { enabled: false },
  server: { port: 4321 },
});
