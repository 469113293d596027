import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keysInCode, mapPaths, tableKeys } from './architecture-map';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ARCHITECTURE = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');

/** The folders of `dir` down to `depth` levels, as repository paths ending in `/`. */
function foldersOf(dir: string, depth: number): string[] {
  if (depth === 0) return [];
  return readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [`${dir}${entry.name}/`, ...foldersOf(`${dir}${entry.name}/`, depth - 1)]);
}

function sourcesOf(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Keys built from a name kept in a constant (`session:${PREFIX}...`, `browser.storage.session`
 * with a bare name): the file that builds each, and the text there that names it.
 */
const KEYS_FROM_CONSTANTS = [
  { key: 'session:stats', file: 'lib/background/stats/cache.ts', text: "PREFIX = 'stats:'" },
  {
    key: 'session:pageLinks',
    file: 'lib/background/already-shortened/page-links.ts',
    text: "PREFIX = 'pageLinks:'",
  },
  { key: 'local:campaigns', file: 'lib/shared/stored-campaigns.ts', text: '`campaigns:' },
  { key: 'session:batchSeen', file: 'lib/pages/popup/shorten-many/batch-view.ts', text: "= 'batchSeen'" },
];

describe('mapPaths', () => {
  const doc = [
    '## The map: which folder runs where',
    '```',
    'entrypoints/           wiring only',
    '  popup/, options/     pages',
    'lib/',
    '  background/            the worker: serve.ts, one folder per feature (stats/, batch/)',
    '                         continued: not/an/entry/',
    '    alerts/                the alarm',
    '```',
  ].join('\n');

  it('names each entry under the one above it, and the folders its description names inside it', () => {
    expect(mapPaths(doc)).toEqual({
      entries: [
        'entrypoints/',
        'entrypoints/popup/',
        'entrypoints/options/',
        'lib/',
        'lib/background/',
        'lib/background/alerts/',
      ],
      folders: [
        'entrypoints/',
        'entrypoints/popup/',
        'entrypoints/options/',
        'lib/',
        'lib/background/',
        'lib/background/stats/',
        'lib/background/batch/',
        'lib/background/alerts/',
      ],
    });
  });
});

describe('the architecture map', () => {
  const { entries, folders } = mapPaths(ARCHITECTURE);

  it('names only folders and files that exist', () => {
    const missing = [...new Set([...entries, ...folders])].filter((path) => !existsSync(join(ROOT, path)));
    expect(entries.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('names every folder of lib/ and components/ down to a page feature', () => {
    const named = new Set(folders);
    const unnamed = [...foldersOf('lib/', 3), ...foldersOf('components/', 1)].filter(
      (folder) => !named.has(folder),
    );
    expect(unnamed).toEqual([]);
  });
});

describe('the storage table', () => {
  it('lists every storage key the code defines', () => {
    // Arrange
    const listed = new Set(tableKeys(ARCHITECTURE));
    const defined = sourcesOf('lib').flatMap((file) =>
      keysInCode(readFileSync(join(ROOT, file), 'utf8')).map((key) => ({
        key,
        file: relative(ROOT, join(ROOT, file)),
      })),
    );
    // Act
    const unlisted = [...defined, ...KEYS_FROM_CONSTANTS].filter(({ key }) => !listed.has(key));
    // Assert
    expect(defined.length).toBeGreaterThan(10);
    expect(unlisted).toEqual([]);
  });

  it('knows where the keys built from a constant are built', () => {
    const moved = KEYS_FROM_CONSTANTS.filter(
      ({ file, text }) =>
        !statSync(join(ROOT, file), { throwIfNoEntry: false }) ||
        !readFileSync(join(ROOT, file), 'utf8').includes(text),
    );
    expect(moved).toEqual([]);
  });
});
