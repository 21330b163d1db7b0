/**
 * The content editor (Keystatic, decision 0028): `npm run edit` opens it on
 * http://127.0.0.1:4321/keystatic and saves into the content files. With PUBLIC_KEYSTATIC_GITHUB_REPO
 * (`owner/name`) it commits through Keystatic's GitHub app instead (README, "Edit the site").
 */
import { config } from '@keystatic/core';
import { collections, navigation, singletons, storageFor } from './src/content/editor/definitions.ts';

export default config({
  // PUBLIC_: the editor's page reads it in the browser too (Vite exposes only PUBLIC_ variables there).
  storage: storageFor(import.meta.env['PUBLIC_KEYSTATIC_GITHUB_REPO'] as string | undefined),
  ui: { brand: { name: 'ASCON website' }, navigation },
  singletons,
  collections,
});
