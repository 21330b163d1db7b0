/**
 * Creates a new PGlite data directory in a short-lived child process. Running initdb loads a
 * second WebAssembly program whose memory a process cannot give back; doing it here keeps the
 * server's own memory at its steady-state size (~420 MB instead of ~660 MB) on first start.
 * Usage (internal): node server/db/init-pglite.ts <dir>
 */
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
if (!dir) throw new Error('usage: init-pglite.ts <data dir>');
const client = await PGlite.create(dir);
await client.close();
