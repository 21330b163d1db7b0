/**
 * Local publishing (decision 0037), on only with SITE_REBUILD: a save in the content editor
 * changes files under the source tree's src/content/ or public/; after a short quiet time the
 * site is built into a fresh release folder (build-runner.ts), and only a complete build is
 * loaded into memory, linked as `current` and swapped in as the served release, together with
 * the content the server checks applications against and words its mails with
 * (server/content/published-content.ts, decision 0038). A failed build changes nothing
 * that is served; its problems are logged and shown on the loopback status page (status.ts).
 */
import { watch, type FSWatcher } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readPublishedContent, type PublishedContent } from '../content/published-content.ts';
import { loadRelease } from '../site/current-release.ts';
import { runBuild } from '../site/publishing/build-runner.ts';
import { currentTarget, newReleaseDir, pruneReleases, releasesDir, swapCurrent } from '../site/publishing/release-folders.ts';
import { publishingStatus, type PublishingStatus } from './publishing-status.ts';

/** Folders of the source tree whose changes rebuild the site (the editor writes only there). */
const watched = ['src/content', 'public'];

async function localPublishing(app: FastifyInstance, options: { debounceMs?: number }) {
  const sourceDir = resolve(app.config.SITE_SOURCE_DIR);
  const link = app.config.distDir;
  const contentDir = join(sourceDir, 'src/content');
  const cacheDir = join(releasesDir(link), '..', 'build-cache');
  const debounceMs = options.debounceMs ?? 500;
  // DIST_DIR must be the `current` link of a releases folder (scripts/edit-site.ts makes it).
  await currentTarget(link).catch((error: unknown) => {
    throw new Error(`SITE_REBUILD needs DIST_DIR to be a symbolic link to a release (${link}): ${(error as Error).message}`);
  });
  app.content = readPublishedContent(contentDir);
  const status: PublishingStatus = { state: 'idle', release: basename(await currentTarget(link)), builds: 0, problems: [] };
  await app.register(publishingStatus, { status });

  let timer: NodeJS.Timeout | undefined;
  let running: AbortController | undefined;
  let again = false;
  let closed = false;

  /** Serves a complete build: read into memory first, then link and swap, in this order. */
  const swapIn = async (outDir: string, content: PublishedContent, lines: string[]) => {
    const release = await loadRelease(outDir);
    await swapCurrent(link, outDir);
    app.siteRelease.set(release);
    app.content = content;
    Object.assign(status, { state: 'idle', release: basename(outDir), problems: [], finishedAt: new Date().toISOString() });
    status.builds++;
    app.log.info({ release: outDir, pages: release.pages, steps: lines.slice(-5) }, 'local publishing: new release served');
  };

  const publish = async () => {
    if (running) return void (again = true);
    const controller = new AbortController();
    running = controller;
    Object.assign(status, { state: 'building', startedAt: new Date().toISOString() });
    const outDir = await newReleaseDir(link);
    try {
      // Read with the build's input: the form's check and the mails follow the pages they were built with.
      const content = readPublishedContent(contentDir);
      const result = await runBuild(sourceDir, outDir, cacheDir, controller.signal);
      if (result.aborted) return;
      if (!result.ok) throw new Error(result.lines.join('\n') || 'the build failed');
      await swapIn(outDir, content, result.lines);
    } catch (error) {
      const problems = (error as Error).message.split('\n').filter(Boolean);
      Object.assign(status, { state: 'failed', problems, finishedAt: new Date().toISOString() });
      app.log.error({ problems }, 'local publishing: build refused; the served site is unchanged');
    } finally {
      if (status.release !== basename(outDir)) await rm(outDir, { recursive: true, force: true });
      else await pruneReleases(link, outDir).catch((error: unknown) => app.log.warn(error, 'local publishing: old releases not removed'));
      running = undefined;
      if (again && !closed) schedule();
      again = false;
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    if (status.state !== 'building') status.state = 'waiting';
    // A save during a build makes it stale: stop it and build the newest content instead.
    if (running) {
      again = true;
      running.abort();
      return;
    }
    timer = setTimeout(() => void publish(), debounceMs);
  };

  const watchers: FSWatcher[] = watched.map((folder) => watch(join(sourceDir, folder), { recursive: true }, schedule));
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
    running?.abort();
  });
  app.log.info({ sourceDir, link }, 'local publishing: watching the content for changes');
}

export default fp(localPublishing, { name: 'local-publishing', dependencies: ['static-site'] });
