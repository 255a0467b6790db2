import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { ProjectShuffleSequencer } from './tests/support/project-shuffle-sequencer.ts';

/** The only test files that replace a module with vi.mock (page-flip, which needs a real layout). */
const MODULE_REPLACING_TESTS = ['src/islands/IssueReader.test.tsx'];

/**
 * The `.test.ts` files under src/ that ask for jsdom in their first lines (`@vitest-environment
 * jsdom`), run as a project of their own. A worker that shares its modules serves one environment:
 * met among the node files, each of them ended the worker before it, and the next node file started
 * one that imported the API and its libraries again (41 workers for 176 files; the unit tests took
 * 126 to 135 CPU-seconds, 104 to 109 apart).
 */
const JSDOM_TEST_FILES = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `src/${file}`)
  .filter((file) => /@vitest-environment jsdom/.test(readFileSync(file, 'utf8').slice(0, 300)));

/**
 * Node for framework-free code and the API; jsdom for React islands. A Firebase auth emulator runs
 * beside the tests (tests/support/unit-auth-emulator.global.ts).
 */
export default defineConfig({
  test: {
    setupFiles: ['./tests/support/unit-setup.ts', './tests/support/unit-auth-env.ts'],
    globalSetup: ['./tests/support/unit-auth-emulator.global.ts'],
    // Account tests talk to a real auth emulator and API; a busy machine needs more than 5 s.
    testTimeout: 30_000,
    // expect.poll waits for servers and builds (the rebuild service's state): 15 s, not the default
    // 1 s that a busy machine can outlast. A passing poll waits no longer.
    expect: { poll: { timeout: 15_000 } },
    // Both cores (the default leaves one idle), and test files share each worker's loaded modules
    // instead of importing everything again per file: 62 s instead of 134 s here. Tests leave no
    // state behind: after each test the window, its storage and the stores are reset for every test
    // (tests/support/unit-setup.ts, dom-setup.ts), and each file closes its servers.
    maxWorkers: 2,
    isolate: false,
    // `--sequence.shuffle` (as `npm test` runs them) shuffles each project's files, kept together.
    sequence: { sequencer: ProjectShuffleSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            '{src,contract,api,publishing,stack,bench,tests/support}/**/*.test.ts',
            'tests/*.test.ts',
            // Tests of several API instances on one PostgreSQL server: only `npm run test:postgres` has one.
            ...(process.env.TEST_DATABASE_URL ? ['tests/postgres/*.test.ts'] : []),
          ],
          exclude: JSDOM_TEST_FILES,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./tests/support/dom-setup.ts'],
          // With the test of the reset every island test gets after it (tests/support/window-reset.ts).
          include: ['src/**/*.test.tsx', 'tests/support/*.test.tsx'],
          exclude: MODULE_REPLACING_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-scripts',
          environment: 'jsdom',
          // A window of their own each, as before: they fire window and storage events, which a
          // window shared with earlier files did not always deliver to their listeners.
          isolate: true,
          include: JSDOM_TEST_FILES,
        },
      },
      {
        // A file that replaces a module (vi.mock) gets modules of its own: with shared ones, which
        // copy it meets (and which copy the next file meets) would depend on the order files ran in.
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          setupFiles: ['./tests/support/dom-setup.ts'],
          include: MODULE_REPLACING_TESTS,
          isolate: true,
        },
      },
    ],
  },
});
