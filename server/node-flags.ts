/**
 * Flags the server's Node process starts with (package.json `start`/`serve` pass the same ones;
 * tests/unit/site-rules.test.ts checks they agree).
 *
 * `--liftoff-only`: V8 compiles PGlite's WebAssembly (PostgreSQL) with its baseline compiler
 * only. Optimizing it with TurboFan at start took the process to ~950 MB for a moment (RSS
 * settles at ~430 MB); with Liftoff alone the peak is ~385 MB, start-up time is the same and
 * POST /api/inquiries on PGlite measured the same within noise (450–540/s either way, `npm run
 * bench:api`). With DATABASE_URL no WebAssembly runs and the flag changes nothing.
 */
export const serverNodeFlags = ['--liftoff-only', '--max-semi-space-size=4'] as const;
