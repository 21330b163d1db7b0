/**
 * The built site the server answers from, as one value: its manifest, its files in memory, the
 * pages that carry a lead form, and its CSP hashes (decision 0037). The static-site and
 * security-headers plugins read `current` on every request, so replacing it is the swap: a
 * request sees the whole old release or the whole new one, never a mix.
 */
import type { FastifyInstance } from 'fastify';
import { buildManifest, type Manifest } from './manifest.ts';
import { loadFileStore, type StoredFile } from './file-store.ts';
import { readCspHashes, type CspHashes } from '../plugins/security-headers.ts';

export interface SiteRelease {
  /** The directory it was read from (a release's real path, not the `current` link). */
  dir: string;
  manifest: Manifest;
  store: Map<string, StoredFile>;
  /** Pages with a lead form (they get the form-token cookie). */
  formPages: Set<string>;
  csp: CspHashes & { found: boolean };
  pages: number;
}

/** Reads a built site completely into memory; nothing is served from it until it is made current. */
export async function loadRelease(dir: string): Promise<SiteRelease> {
  const manifest = await buildManifest(dir);
  const store = await loadFileStore(dir, manifest);
  const pageFiles = [...manifest.files.values()].filter((f) => f.kind === 'page');
  const formPages = new Set(
    pageFiles.filter((f) => store.get(f.file)?.representations.at(-1)?.body.includes('action="/api/')).map((f) => f.file),
  );
  return { dir, manifest, store, formPages, csp: await readCspHashes(dir), pages: pageFiles.length };
}

/** The holder both plugins share; `set` is the only way a new release is served. */
export class CurrentRelease {
  #release: SiteRelease;
  readonly #listeners: Array<(release: SiteRelease) => void> = [];
  constructor(first: SiteRelease) {
    this.#release = first;
  }
  get current(): SiteRelease {
    return this.#release;
  }
  set(release: SiteRelease): void {
    this.#release = release;
    for (const listener of this.#listeners) listener(release);
  }
  /** Called synchronously inside `set`, before any other request runs (the CSP follows the pages). */
  onChange(listener: (release: SiteRelease) => void): void {
    this.#listeners.push(listener);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The served release; replaced as a whole by local publishing (server/site/publishing/). */
    siteRelease: CurrentRelease;
  }
}

/** Loads the configured DIST_DIR once per app, for whichever of the two plugins asks first. */
export async function siteReleaseOf(app: FastifyInstance): Promise<CurrentRelease> {
  if (!app.hasDecorator('siteRelease')) app.decorate('siteRelease', new CurrentRelease(await loadRelease(app.config.distDir)));
  return app.siteRelease;
}
