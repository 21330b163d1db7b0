import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    setupFiles: ['tests/support/cleanup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    fileParallelism: false,
  },
});
