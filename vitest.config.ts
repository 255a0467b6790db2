import { defineConfig } from 'vitest/config';

/**
 * Node for framework-free code and the API; jsdom for React islands. A Firebase auth emulator runs
 * beside the tests (tests/unit/auth-emulator.global.ts).
 */
export default defineConfig({
  test: {
    setupFiles: ['./tests/unit-setup.ts', './tests/unit/auth-env.ts'],
    globalSetup: ['./tests/unit/auth-emulator.global.ts'],
    // Account tests talk to a real auth emulator and API; a busy machine needs more than 5 s.
    testTimeout: 30_000,
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
          setupFiles: ['./tests/unit/dom-setup.ts'],
          include: ['src/**/*.test.tsx'],
        },
      },
    ],
  },
});
