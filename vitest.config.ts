import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/deploy/**/*.test.ts'],
    globalSetup: ['tests/support/temp-root.ts'],
    setupFiles: ['tests/support/cleanup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Opening PGlite or starting a server takes seconds on a busy machine.
    hookTimeout: 120_000,
    fileParallelism: false,
    // One worker runs every file in turn, its module cache kept: server/app.ts's graph (Fastify,
    // Drizzle, PGlite, nodemailer) is imported once, not once per file. No file mocks modules or
    // stubs globals, and each closes its apps and databases in afterAll, so nothing leaks between
    // files; measured on 44 files: 101 s isolated, 77 s shared (docs/performance.md).
    isolate: false,
  },
});
