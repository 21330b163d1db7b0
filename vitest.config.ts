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
    // Two workers (the machine's two cores; most files wait on servers, databases and peers),
    // each running its files in turn with its module cache kept: server/app.ts's graph (Fastify,
    // Drizzle, PGlite, nodemailer) is imported once per worker, not once per file. No file mocks
    // modules or stubs globals, and each closes its apps and databases in afterAll, so nothing
    // leaks between files. When chosen (2026-11-26), the suite took 203 s on one worker and
    // 124–136 s on two (docs/performance.md).
    maxWorkers: 2,
    isolate: false,
  },
});
