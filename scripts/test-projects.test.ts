/**
 * Every test file runs: a `*.test.ts` or `*.test.tsx` that no project of vitest.config.ts
 * includes is never run, so it cannot fail, and nobody sees it (the unit project once took only
 * the `.test.tsx` files of components/, and its `.test.ts` files never ran). This asks Vitest
 * itself which files its projects run, so the check follows the configuration.
 */
import { execFile } from 'node:child_process';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SUBPROCESS_TIMEOUT } from '../test/timeouts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/** The test files of the repository: tracked, or new and not ignored. */
async function testFiles(): Promise<string[]> {
  const { stdout } = await run(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '*.test.ts', '*.test.tsx'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout.split('\0').filter((path) => path !== '');
}

/** The files some project runs, as `vitest list` finds them (it only matches names: no build). */
async function filesVitestRuns(): Promise<Set<string>> {
  // Without this run's own Vitest variables, the listing is the one a developer's `npx vitest` makes.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const { stdout } = await run(resolve(ROOT, 'node_modules/.bin/vitest'), ['list', '--filesOnly', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    env,
    maxBuffer: 16 * 1024 * 1024,
    timeout: SUBPROCESS_TIMEOUT - 5_000,
  });
  const listed = JSON.parse(stdout) as { file: string }[];
  return new Set(listed.map(({ file }) => relative(ROOT, file).split('\\').join('/')));
}

describe('the test projects (vitest.config.ts)', { timeout: SUBPROCESS_TIMEOUT }, () => {
  it('run every test file of the repository', async () => {
    // Arrange
    const files = await testFiles();
    // Act
    const runs = await filesVitestRuns();
    // Assert
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !runs.has(file))).toEqual([]);
  });
});
