import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: ['test/unit/**/*.native.test.ts'],
          pool: 'threads',
        },
      },
      {
        // serialport's native binding aborts the process when loaded in a worker thread.
        extends: true,
        test: { name: 'native', include: ['test/unit/**/*.native.test.ts'], pool: 'forks' },
      },
    ],
  },
});
