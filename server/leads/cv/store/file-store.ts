/**
 * CVs as files under `${DATA_DIR}/cvs/` for the embedded default: PGlite's WebAssembly memory
 * grows with every large value it holds and never gives it back, so CV bytes never go through
 * it. The staged upload is renamed into place (same file system, atomic) and fsynced before the
 * lead's transaction commits; only the server's user can read them.
 */
import { createReadStream } from 'node:fs';
import { chmod, mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CvStore, StagedCv } from './types.ts';

const idPattern = /^[0-9a-f-]{36}$/;

export function createFileCvStore(dataDir: string): CvStore {
  const dir = join(dataDir, 'cvs');
  const fileFor = (id: string) => {
    // Ids are UUIDs we generated; never let anything else become a path.
    if (!idPattern.test(id)) throw new Error('invalid application id');
    return join(dir, id);
  };
  let ready: Promise<void> | undefined;
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true, mode: 0o700 }).then(() => chmod(dir, 0o700)));

  return {
    kind: 'files',
    async persist(_tx, applicationId, staged: StagedCv) {
      await ensureDir();
      const target = fileFor(applicationId);
      await rename(staged.path, target);
      await chmod(target, 0o600);
      const handle = await open(target, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
    async discard(applicationId) {
      await rm(fileFor(applicationId), { force: true });
    },
    async open(applicationId) {
      const file = fileFor(applicationId);
      const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return handle ? createReadStream('', { fd: handle, autoClose: true }) : null;
    },
    async remove(_tx, applicationIds) {
      await Promise.all(applicationIds.map((id) => rm(fileFor(id), { force: true })));
    },
  };
}
