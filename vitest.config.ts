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
  },
});
