/**
 * The form islands load the shared schemas (zod/mini, ~9 kB gzip) when the visitor first
 * touches a form, not with the page: hydration needs none of it. One request, shared by every
 * form on the page. If it cannot load (connection lost), the form posts unvalidated and the
 * server's validation answers instead.
 */
import type * as schemas from './schemas.ts';

export type SchemasModule = typeof schemas;

let loading: Promise<SchemasModule> | undefined;

export function loadSchemas(): Promise<SchemasModule> {
  loading ??= import('./schemas.ts').catch((error: unknown) => {
    loading = undefined; // try again next time
    throw error;
  });
  return loading;
}
