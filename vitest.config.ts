import { defineConfig } from 'vitest/config';

/** Node for framework-free code and the API; jsdom for React islands. */
export default defineConfig({
  test: {
    setupFiles: ['./tests/unit-setup.ts'],
    // Image generation and real servers are slow on a busy two-core machine; a hang still fails.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'api/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
        },
      },
    ],
  },
});
