/**
 * The admin socket's protocol: one JSON line from the client (`{ argv }`), then JSON lines
 * from the server (`{ stdout }`, `{ stderr }`) and a last `{ exit }`. The socket is a Unix
 * socket inside DATA_DIR (0700), itself 0600: only the server's own user can talk to it.
 */
import { join } from 'node:path';

export type AdminRequest = { argv: string[] };
export type AdminMessage = { stdout: string } | { stderr: string } | { exit: number };

export function adminSocketPath(dataDir: string): string {
  return join(dataDir, 'admin.sock');
}
