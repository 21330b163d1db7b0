/**
 * The built site the server answers from, as one value: the folder its files are read from, its
 * URL table (manifest.ts), the pages that carry a lead form, and its CSP hashes (decision 0037).
 * The static-site plugin takes `current` once per request and serves that request's file from
 * that release's own folder, and the security headers follow the same release, so replacing it
 * is the swap: an answer comes whole from the old release or the new one, never a mix.
 */
import { readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildManifest, type Manifest } from './manifest.ts';
import { readCspHashes, type BuildCsp } from './csp.ts';

export interface SiteRelease {
  /** The directory its files are read from: a release's real path, never the `current` link. */
  dir: string;
  manifest: Manifest;
  /** Pages with a lead form (they get the form-token cookie). */
  formPages: Set<string>;
  csp: BuildCsp;
  pages: number;
}

/** The real folder behind `dir` (a `current` link is resolved now, not per request); a missing one stays as named. */
async function realDir(dir: string): Promise<string> {
  try {
    return await realpath(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return dir;
    throw error;
  }
}

/** Lists a built site and finds its form pages; nothing is served from it until it is made current. */
export async function loadRelease(linkOrDir: string): Promise<SiteRelease> {
  const dir = await realDir(linkOrDir);
  const manifest = await buildManifest(dir);
  const pageFiles = [...manifest.files.values()].filter((f) => f.kind === 'page');
  const formPages = new Set<string>();
  await Promise.all(
    pageFiles.map(async ({ file }) => {
      if ((await readFile(join(dir, file), 'utf8')).includes('action="/api/')) formPages.add(file);
    }),
  );
  return { dir, manifest, formPages, csp: await readCspHashes(dir), pages: pageFiles.length };
}

/** The holder both plugins share; `set` is the only way a new release is served. */
export class CurrentRelease {
  #release: SiteRelease;
  constructor(first: SiteRelease) {
    this.#release = first;
  }
  get current(): SiteRelease {
    return this.#release;
  }
  set(release: SiteRelease): void {
    this.#release = release;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The served release; replaced as a whole by local publishing (server/site/publishing/). */
    siteRelease: CurrentRelease;
  }
  interface FastifyRequest {
    /** The release this request's page or file came from (static-site.ts); its CSP goes with it. */
    servedRelease: SiteRelease | null;
    /** The build file sent as this request's page (a page or a 404 page): its own CSP hashes apply. */
    servedFile: string | null;
  }
}

/** Loads the configured DIST_DIR once per app, for whichever of the two plugins asks first. */
export async function siteReleaseOf(app: FastifyInstance): Promise<CurrentRelease> {
  if (!app.hasDecorator('siteRelease')) {
    app.decorate('siteRelease', new CurrentRelease(await loadRelease(app.config.distDir)));
    app.decorateRequest('servedRelease', null);
    app.decorateRequest('servedFile', null);
  }
  return app.siteRelease;
}
