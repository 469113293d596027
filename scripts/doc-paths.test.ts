import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUBPROCESS_TIMEOUT } from '../test/timeouts';
import { commentsOf, pathsOf, stalePaths } from './doc-paths';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('commentsOf', () => {
  it('finds line and block comments with their lines, and nothing inside strings', () => {
    const source = "const a = 'e2e/**/x.ts'; // one.ts\n/**\n * two.ts\n */\nconst b = `// no.ts`;";
    expect(commentsOf(source, false)).toEqual([
      { line: 1, text: '// one.ts' },
      { line: 2, text: '/**\n * two.ts\n */' },
    ]);
  });
});

describe('stalePaths', () => {
  const files = [
    'lib/background/toolbar-badge/update.ts',
    'lib/shared/drafts.ts',
    'e2e/popup-buttons.e2e.test.ts',
    'docs/x.md',
  ];
  const paths = pathsOf(files);
  const names = new Set(files.map((file) => basename(file)));
  const stale = (file: string, text: string) =>
    stalePaths(file, text, paths, names).map((s) => `${s.line}: ${s.name}`);

  it('flags a file named in a comment that is nowhere in the repository, with its line', () => {
    expect(
      stale('lib/background/toolbar-badge/format.ts', '// Read by update.ts\n// written by badge.ts'),
    ).toEqual(['2: badge.ts']);
  });

  it("flags a path that neither the root, the naming file's folder, nor the end of a path holds", () => {
    expect(stale('docs/x.md', 'See `lib/pages/popup/draft.ts` and `toolbar-badge/update.ts`.')).toEqual([
      '1: lib/pages/popup/draft.ts',
    ]);
    expect(stale('lib/shared/x.ts', '/* the drafts (drafts.ts, ./drafts.ts) */')).toEqual([]);
  });

  it('flags a pattern that matches no file, and accepts one that matches', () => {
    expect(
      stale('docs/x.md', '`e2e/*-polish.e2e.test.ts`, `e2e/popup-*.e2e.test.ts`, `lib/<room>/drafts.ts`'),
    ).toEqual(['1: e2e/*-polish.e2e.test.ts']);
  });

  it('leaves code and built output alone', () => {
    expect(stale('lib/a.ts', "import x from './gone.ts'; // .output/chrome-mv3/popup.md")).toEqual([]);
  });
});

describe('the repository', { timeout: SUBPROCESS_TIMEOUT }, () => {
  it('names in its docs and comments only paths that exist', () => {
    // Arrange
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file !== '' && !file.startsWith('node_modules/'));
    const paths = pathsOf(files);
    const names = new Set(files.map((file) => basename(file)));
    // Act
    const stale = files
      .filter((file) => /\.(?:md|tsx?|mjs|css)$/.test(file) && !file.startsWith('scripts/doc-paths'))
      .flatMap((file) => {
        const text = (() => {
          try {
            return readFileSync(join(ROOT, file), 'utf8');
          } catch {
            return ''; // listed by git, deleted in the working tree
          }
        })();
        return stalePaths(file, text, paths, names);
      });
    // Assert
    expect(stale.map((s) => `${s.file}:${s.line}: ${s.name}`).join('\n')).toBe('');
  });
});
