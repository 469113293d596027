import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { settleDynamicImports } from './test/settle-imports.ts';

// Three projects, all run by `npm test`:
// - unit:     logic in lib/, components and the build plugins (fake browser, happy-dom for views)
// - contract: lib/api against the reference server over real HTTP
// - e2e:      the built extension in real Chromium and Firefox against the reference server
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1). Two: the unit files are
    // CPU work, and the e2e files mostly wait on their browsers.
    maxWorkers: 2,
    projects: [
      {
        // settleDynamicImports: each test waits for the lazy parts it started to load.
        plugins: [WxtVitest(), preact(), settleDynamicImports()],
        test: {
          name: 'unit',
          // Worker threads start faster than the default child processes: about 8 s less for the
          // project's 246 files on the 2-core machine (77 s -> 69 s, measured alone).
          pool: 'threads',
          include: [
            'lib/**/*.test.ts',
            'lib/**/*.test.tsx',
            'components/**/*.test.ts',
            'components/**/*.test.tsx',
            'reference-server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'scripts/**/*.test.tsx',
            'build/**/*.test.ts',
            'build/**/*.test.tsx',
          ],
          exclude: ['**/*.contract.test.ts'],
          setupFiles: ['./test/setup-unit.ts'],
          // A component test may wait 5 s for a lazy part to show (test/setup-unit.ts): under
          // Vitest's 5 s default the test would time out first, without saying what it waited for.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['**/*.contract.test.ts'],
          exclude: ['node_modules/**'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each worker process runs its files in turn and keeps its modules: the browsers launched
          // by e2e/support/launches.ts serve all of that worker's files instead of one launch per
          // file. Two workers, each with browsers of its own; tests are isolated by their own
          // reference server, so two files at once share nothing.
          isolate: false,
          // After the unit and contract projects, not beside them: each group gets both workers.
          sequence: { groupOrder: 1 },
          globalSetup: ['./e2e/global-setup.ts'],
          // expect.poll's own default (1 s) is shorter than a loaded 2-core CI machine takes to
          // run a popup's lazy panel or a worker round trip; a poll that passes returns at once.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['lib/**/*.ts', 'lib/**/*.tsx', 'components/**/*.ts', 'components/**/*.tsx'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
      reporter: ['text-summary', 'html'],
      // the API client is what everything stands on; keep it thoroughly tested.
      thresholds: { 'lib/api/**': { lines: 90 } },
    },
  },
});
