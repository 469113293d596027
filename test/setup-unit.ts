import { afterAll, afterEach } from 'vitest';

// Only a file that renders (`@vitest-environment happy-dom`, a quarter of them) loads Testing
// Library: for the others, loading it (Preact and its test utilities) cost more than their tests.
const rendering = typeof document === 'undefined' ? null : await import('@testing-library/preact');

// findBy* and waitFor give up after 1 s by default. A test that waits for a lazy part of a page
// waits for its first load in the test file too, which goes through Vite's transform: past 1 s on
// CI's 2 cores when they are busy. One that finds what it waits for returns at once.
rendering?.configure({ asyncUtilTimeout: 5_000 });

declare global {
  /** Set here, called by the extension's dynamic imports in unit tests (test/settle-imports.ts). */
  var __settleImport: <T>(loading: Promise<T>) => Promise<T>;
}

const loading = new Set<Promise<unknown>>();

globalThis.__settleImport = (promise) => {
  loading.add(promise);
  const done = () => loading.delete(promise);
  promise.then(done, done);
  return promise;
};

/**
 * Waits for the lazy parts still loading, and for those their code imports in turn, so none
 * loads into the next test or after the file's environment is gone. A failed import is the
 * code's own error: it reaches the test through whatever awaited it.
 */
async function settleImports(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}

// Component tests render into a shared happy-dom document: unmount after each test so they
// don't leak DOM into each other (docs/TOOLCHAIN.md). Unmounted first, a
// lazy component that arrives afterwards renders nothing; what a loaded part imports in turn is
// waited for too.
afterEach(async () => {
  rendering?.cleanup();
  await settleImports();
});
afterAll(settleImports);
