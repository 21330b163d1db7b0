/**
 * The folders of local publishing (decision 0037): `<root>/releases/<id>/` holds complete
 * builds, `<root>/current` is a symbolic link to the one served. A new link is made beside it
 * and renamed over it: rename(2) replaces it atomically, so anything that resolves `current`
 * (this server after a restart, a reverse proxy serving files) sees the old or the new release.
 */
import { mkdir, readdir, readlink, realpath, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Releases kept besides the served one (for a look back or a manual roll back). */
const keptReleases = 2;

export function releasesDir(currentLink: string): string {
  return join(dirname(currentLink), 'releases');
}

/** A fresh, empty-to-be folder for the next build; ids sort by time. */
export async function newReleaseDir(currentLink: string, now = new Date()): Promise<string> {
  const dir = releasesDir(currentLink);
  await mkdir(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '-');
  return join(dir, `${stamp}-${process.pid}`);
}

/** Points `current` at `target` in one rename; the link is relative, so the folder can move. */
export async function swapCurrent(currentLink: string, target: string): Promise<void> {
  const next = `${currentLink}.next-${process.pid}`;
  await rm(next, { force: true });
  await symlink(join('releases', basename(target)), next);
  await rename(next, currentLink);
}

/** The real folder `current` points at (what a release is loaded from). */
export async function currentTarget(currentLink: string): Promise<string> {
  await readlink(currentLink); // throws EINVAL when it is not a link: local publishing needs one
  return realpath(currentLink);
}

/** Removes all but the newest `keep` releases other than the served one. */
export async function pruneReleases(currentLink: string, served: string, keep = keptReleases): Promise<void> {
  const dir = releasesDir(currentLink);
  const names = (await readdir(dir)).filter((name) => join(dir, name) !== served).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  await Promise.all(old.map((name) => rm(join(dir, name), { recursive: true, force: true })));
}
