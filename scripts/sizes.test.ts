import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { collectFiles, gzipBytes, inlineStyleBytes, measureSizes } from './sizes';

const made: string[] = [];

/** An empty folder in the system's temporary folder, removed after the test. */
function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sizes-'));
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function buildFixture(): string {
  const dir = scratchDir();
  mkdirSync(join(dir, 'chunks'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'popup.html'),
    '<script type="module" crossorigin src="/chunks/popup-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/chunks/shared-2.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/popup-3.css">',
  );
  writeFileSync(join(dir, 'chunks/popup-1.js'), 'import{a as b}from"./shared-2.js";import"./deep-4.js";b()');
  writeFileSync(join(dir, 'chunks/shared-2.js'), 'export*from"./deep-4.js";export const a=1');
  writeFileSync(join(dir, 'chunks/deep-4.js'), 'export const z=2');
  writeFileSync(join(dir, 'chunks/unused-5.js'), 'x'.repeat(10_000));
  writeFileSync(join(dir, 'assets/popup-3.css'), 'body{color:red}');
  writeFileSync(join(dir, 'background.js'), '(()=>{})()');
  return dir;
}

describe('collectFiles', () => {
  it('follows scripts, stylesheets, modulepreloads and static imports, each file once', () => {
    const dir = buildFixture();

    const files = collectFiles(dir, 'popup.html');

    expect(files.sort()).toEqual([
      'assets/popup-3.css',
      'chunks/deep-4.js',
      'chunks/popup-1.js',
      'chunks/shared-2.js',
    ]);
  });

  it('does not count chunks that no page imports', () => {
    const dir = buildFixture();

    expect(collectFiles(dir, 'popup.html')).not.toContain('chunks/unused-5.js');
  });
});

describe('measureSizes', () => {
  it('sums the gzipped bytes of each page and skips pages the build lacks', () => {
    const dir = buildFixture();

    const rows = measureSizes(dir);

    expect(rows.map((row) => row.name)).toEqual(['popup', 'popupHydrated', 'background']);
    const background = rows.find((row) => row.name === 'background');
    expect(background?.gzipBytes).toBe(gzipSync('(()=>{})()', { level: 9 }).length);
    // The popup's HTML counts whole: it ships the pre-rendered form.
    expect(rows[0]?.gzipBytes).toBe(gzipBytes(dir, ['popup.html', ...collectFiles(dir, 'popup.html')]));
  });

  it("counts the popup's hydration code (the chunk #app names in data-main) only in popupHydrated", () => {
    // Arrange: the first script loads main-9, which imports shared-2
    const dir = buildFixture();
    const html = readFileSync(join(dir, 'popup.html'), 'utf8');
    writeFileSync(join(dir, 'popup.html'), `${html}<div id="app" data-main="/chunks/main-9.js"></div>`);
    writeFileSync(join(dir, 'chunks/main-9.js'), 'import{a}from"./shared-2.js";import"./late-10.js"');
    writeFileSync(join(dir, 'chunks/late-10.js'), 'export const late=1');
    // Act
    const rows = measureSizes(dir);
    // Assert
    const files = (name: string) => rows.find((row) => row.name === name)?.files ?? [];
    expect(files('popup')).not.toContain('chunks/main-9.js');
    expect(files('popupHydrated')).toEqual(expect.arrayContaining(['chunks/main-9.js', 'chunks/late-10.js']));
  });
});

describe('measureSizes, a part loaded on demand', () => {
  it('counts the chunk, what only it imports, and its stylesheet, not what the page already loads', () => {
    // Arrange: manager.html loads shared-2; the lazy StatsView chunk imports shared-2 and chart-6
    const dir = buildFixture();
    writeFileSync(join(dir, 'manager.html'), '<script type="module" src="/chunks/shared-2.js"></script>');
    writeFileSync(join(dir, 'chunks/StatsView-7.js'), 'import{a}from"./shared-2.js";import"./chart-6.js"');
    writeFileSync(join(dir, 'chunks/chart-6.js'), 'export const chart=1');
    writeFileSync(join(dir, 'assets/StatsView-8.css'), '.chart{}');
    // Act
    const stats = measureSizes(dir).find((row) => row.name === 'stats');
    // Assert
    expect(stats?.files.sort()).toEqual([
      'assets/StatsView-8.css',
      'chunks/StatsView-7.js',
      'chunks/chart-6.js',
    ]);
    expect(stats?.gzipBytes).toBe(gzipBytes(dir, stats?.files ?? []));
  });

  it('leaves the row out when the build has no such chunk', () => {
    expect(measureSizes(buildFixture()).map((row) => row.name)).not.toContain('stats');
  });
});

describe('inlineStyleBytes', () => {
  it("counts the CSS of a page's <style> elements, which no file holds", () => {
    const dir = scratchDir();
    const css = 'body{color:red}.a{margin:0}';
    writeFileSync(
      join(dir, 'popup.html'),
      `<head><style>${css.slice(0, 15)}</style><style>${css.slice(15)}</style></head>`,
    );

    expect(inlineStyleBytes(dir, 'popup.html')).toBe(gzipSync(css, { level: 9 }).length);
  });

  it("adds them to the page's total", () => {
    const dir = buildFixture();
    writeFileSync(
      join(dir, 'options.html'),
      '<script type="module" src="/chunks/shared-2.js"></script><style>p{color:blue}</style>',
    );

    const options = measureSizes(dir).find((row) => row.name === 'options');

    const files = collectFiles(dir, 'options.html');
    expect(options?.gzipBytes).toBe(gzipBytes(dir, files) + gzipSync('p{color:blue}', { level: 9 }).length);
  });
});
