/**
 * The folders say where code runs (docs/ARCHITECTURE.md, "The map"), and `npm run lint` keeps
 * them honest (issue 20): biome.json forbids the crossings below with `noRestrictedImports` and
 * any import cycle with `noImportCycles`. These tests write a deliberate crossing into the real
 * folder, lint it with the project's own configuration, and expect the error, so a change to
 * biome.json that stops enforcing a rule fails here.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

interface Diagnostic {
  category: string;
  location: { path: string };
}

const written: string[] = [];

/** Writes `files` (path from the root -> text) into the tree, to be removed after the test. */
function write(files: Record<string, string>): string[] {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), text);
    written.push(path);
  }
  return Object.keys(files);
}

/** What `biome lint` reports for `paths`, as category and file. */
function lint(paths: string[]): string[] {
  let output: string;
  try {
    output = execFileSync(BIOME, ['lint', '--reporter=json', ...paths], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'], // stderr: the JSON reporter's notice and the summary.
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout; // Exit code 1: the errors are the point.
  }
  const { diagnostics } = JSON.parse(output) as { diagnostics: Diagnostic[] };
  return diagnostics.map((d) => `${d.category} ${d.location.path}`);
}

const unique = `boundary-probe-${process.pid}`;

afterEach(() => {
  for (const path of written.splice(0)) rmSync(join(ROOT, path), { force: true });
  rmSync(join(ROOT, 'lib', 'pages', unique), { recursive: true, force: true });
});

describe('the lint boundaries (biome.json)', () => {
  it('fails when a component, a page entrypoint or page logic imports the worker', () => {
    // Arrange
    const paths = write({
      [`components/popup/${unique}.tsx`]: "export { registerMenus } from '../../lib/background/menus';\n",
      [`entrypoints/manager/${unique}.ts`]: "export { serve } from '../../lib/background/serve';\n",
      [`lib/pages/${unique}.ts`]: "export { loadSettings } from '../background/settings/store';\n",
    });
    // Act
    const found = lint(paths);
    // Assert
    for (const path of paths) expect(found).toContain(`lint/style/noRestrictedImports ${path}`);
  });

  it('fails when the worker imports components, page logic or Preact', () => {
    // Arrange
    const paths = write({
      [`lib/background/${unique}-a.ts`]: "export { send } from '../pages/rpc';\n",
      [`lib/background/${unique}-b.ts`]: "export { ErrorAlert } from '../../components/ErrorAlert';\n",
      [`entrypoints/background/${unique}.ts`]: "export { h } from 'preact';\n",
    });
    // Act
    const found = lint(paths);
    // Assert
    for (const path of paths) expect(found).toContain(`lint/style/noRestrictedImports ${path}`);
  });

  it('fails when lib/shared imports either side, or lib/api a browser API or the extension', () => {
    // Arrange
    const paths = write({
      [`lib/shared/${unique}.ts`]: "export { send } from '../pages/rpc';\n",
      [`lib/api/${unique}-a.ts`]: "export { browser } from 'wxt/browser';\n",
      // Spelled in parts: the literal relative path, read from this file's folder, would leave the
      // repository (scripts/self-contained.test.ts).
      [`lib/api/${unique}-b.ts`]: `export { t } from '${['..', 'shared', 'i18n'].join('/')}';\n`,
    });
    // Act
    const found = lint(paths);
    // Assert
    for (const path of paths) expect(found).toContain(`lint/style/noRestrictedImports ${path}`);
  });

  it('fails on an import cycle, even one of type imports', () => {
    // Arrange
    const folder = `lib/pages/${unique}`;
    const paths = write({
      [`${folder}/a.ts`]: "import type { B } from './b';\n\nexport type A = { b?: B };\n",
      [`${folder}/b.ts`]: "import type { A } from './a';\n\nexport type B = { a?: A };\n",
    });
    // Act
    const found = lint(paths);
    // Assert
    expect(found).toEqual(paths.map((path) => `lint/suspicious/noImportCycles ${path}`));
  });

  it('lets tests arrange the other side (a page test may seed the worker-side settings)', () => {
    // Arrange
    const paths = write({
      [`components/popup/${unique}.test.tsx`]:
        "export { saveSettings } from '../../lib/background/settings/store';\n",
    });
    // Act
    const found = lint(paths);
    // Assert
    expect(found).toEqual([]);
  });
});
