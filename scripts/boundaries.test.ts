/**
 * The folders say where code runs (docs/ARCHITECTURE.md, "The map"), and `npm run lint` keeps
 * them honest: biome.json forbids the crossings below with `noRestrictedImports` and
 * any import cycle with `noImportCycles`. These tests write a deliberate crossing into a scratch
 * copy of the tree (the project's biome.json and only the files concerned), lint it with that
 * configuration, and expect the error, so a change to biome.json that stops enforcing a rule
 * fails here.
 *
 * A scratch copy, never the real folders: a probe file in lib/ would be seen by `wxt dev`, by the
 * editor and by a lint or typecheck running meanwhile, and left there if the run is stopped. Biome
 * also lints the few probe files in a fraction of the time it takes to scan the whole repository.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUBPROCESS_TIMEOUT } from '../test/timeouts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');
const run = promisify(execFile);

interface Diagnostic {
  category: string;
  location: { path: string };
}

let scratch = '';

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'boundaries-'));
  // biome.json as it is; .gitignore because it tells Biome to read one (vcs.useIgnoreFile).
  for (const file of ['biome.json', '.gitignore']) copyFileSync(join(ROOT, file), join(scratch, file));
});

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes `files` (path from the root -> text) into the scratch tree. */
function write(files: Record<string, string>): string[] {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  return Object.keys(files);
}

/** What `biome lint` reports for `paths` of the scratch tree, as category and file. */
async function lint(paths: string[]): Promise<string[]> {
  let output: string;
  try {
    ({ stdout: output } = await run(BIOME, ['lint', '--reporter=json', ...paths], {
      cwd: scratch,
      encoding: 'utf8',
      // A hung Biome fails the test with its own message rather than the test's timeout.
      timeout: SUBPROCESS_TIMEOUT - 5_000,
    }));
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: unknown; stdout?: string; stderr?: string };
    // Exit code 1: the errors are the point. Anything else is Biome failing to run.
    if (code !== 1 || !stdout) throw new Error(`biome lint failed (${String(code)}): ${stderr}`);
    output = stdout;
  }
  const { diagnostics } = JSON.parse(output) as { diagnostics: Diagnostic[] };
  return diagnostics.map((d) => `${d.category} ${d.location.path}`);
}

describe('the lint boundaries (biome.json)', { timeout: SUBPROCESS_TIMEOUT }, () => {
  it('fails when a component, a page entrypoint or page logic imports the worker', async () => {
    // Arrange
    const paths = write({
      'components/popup/Probe.tsx': "export { registerMenus } from '../../lib/background/menus';\n",
      'entrypoints/manager/probe.ts': "export { serve } from '../../lib/background/serve';\n",
      'lib/pages/probe.ts': "export { loadSettings } from '../background/settings/store';\n",
    });
    // Act
    const found = await lint(paths);
    // Assert
    for (const path of paths) expect(found).toContain(`lint/style/noRestrictedImports ${path}`);
  });

  it('fails when a shared widget imports page logic (the pages import components, never the other way)', async () => {
    // Arrange
    const paths = write({
      'components/Probe.tsx': "export { send } from '../lib/pages/rpc';\n",
      'components/link-form/probe.ts': "export type { Capabilities } from '../../lib/pages/capabilities';\n",
      'components/link-form/probe-popup.ts': "export { bootFrom } from '../../lib/pages/popup/boot';\n",
    });
    // Act
    const found = await lint(paths);
    // Assert
    for (const path of paths) expect(found).toContain(`lint/style/noRestrictedImports ${path}`);
  });

  it('fails when the worker imports components, page logic or Preact', async () => {
    // Arrange
    const paths = write({
      'lib/background/probe-a.ts': "export { send } from '../pages/rpc';\n",
      'lib/background/probe-b.ts': "export { ErrorAlert } from '../../components/ErrorAlert';\n",
      'entrypoints/background/probe.ts': "export { h } from 'preact';\n",
    });
    // Act
    const found = await lint(paths);
    // Assert
    for (const path of paths) expect(found).toContain(`lint/style/noRestrictedImports ${path}`);
  });

  it('fails when lib/shared imports either side, or lib/api a browser API or the extension', async () => {
    // Arrange
    const paths = write({
      'lib/shared/probe.ts': "export { send } from '../pages/rpc';\n",
      'lib/api/probe-a.ts': "export { browser } from 'wxt/browser';\n",
      // Spelled in parts: the literal relative path, read from this file's folder, would leave the
      // repository (scripts/self-contained.test.ts).
      'lib/api/probe-b.ts': `export { t } from '${['..', 'shared', 'i18n'].join('/')}';\n`,
    });
    // Act
    const found = await lint(paths);
    // Assert
    for (const path of paths) expect(found).toContain(`lint/style/noRestrictedImports ${path}`);
  });

  it('fails on an import cycle, even one of type imports', async () => {
    // Arrange
    const paths = write({
      'lib/pages/probe/a.ts': "import type { B } from './b';\n\nexport type A = { b?: B };\n",
      'lib/pages/probe/b.ts': "import type { A } from './a';\n\nexport type B = { a?: A };\n",
    });
    // Act
    const found = await lint(paths);
    // Assert
    expect(found).toEqual(paths.map((path) => `lint/suspicious/noImportCycles ${path}`));
  });

  it('lets tests arrange the other side (a page test may seed the worker-side settings)', async () => {
    // Arrange
    const paths = write({
      'components/popup/Probe.test.tsx':
        "export { saveSettings } from '../../lib/background/settings/store';\n",
    });
    // Act
    const found = await lint(paths);
    // Assert
    expect(found).toEqual([]);
  });
});
