import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // A bound for a test that hangs, not a speed limit: on a busy 2-core machine the property
    // tests run several times slower than on an idle one.
    testTimeout: 180_000,
    hookTimeout: 60_000,
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
