/**
 * Gzipped size of everything each extension page loads, and of the background script, from a
 * production build. Follows the HTML's scripts, stylesheets and modulepreloads, then every
 * static import of each JS chunk, so a chunk shared by two pages counts for both; CSS inlined
 * in the HTML counts too.
 *
 * Sizes are deterministic for a given build, so CI enforces the budgets (`npm run size`);
 * `npm run bench` prints them beside the timings. Budgets: docs/ARCHITECTURE.md ("Budgets").
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface SizeRow {
  name: string;
  files: string[];
  gzipBytes: number;
  budgetBytes: number;
}

export interface SizeBudget {
  /** A page or the background; for a part loaded on demand, its chunk's name (`StatsView`). */
  entry: string;
  budgetBytes: number;
  /**
   * The page that loads `entry` on demand: counted are the chunk, what it imports that the page
   * does not load up front, and the chunk's stylesheet.
   */
  lazyFrom?: string;
  /**
   * the page's own HTML counts whole (the popup ships its form's markup), and with
   * `'hydrated'`, so does the code its first script loads after ready (`#app`'s data-main).
   */
  page?: 'before-ready' | 'hydrated';
}

// Each budget is what the page buys with its bytes, set at the last measure plus about 15 %
// (docs/ARCHITECTURE.md, Budgets): room for the next fix, a guard against a regression, never a
// reason to write code a reader would not. Measured with `npm run build && npm run size`.
export const SIZE_BUDGETS: Record<string, SizeBudget> = {
  // What the popup loads before it is ready: popup.html whole (its inline CSS and the
  // pre-rendered form) and the first script: every byte is on the way to typing (3.9 KB).
  popup: { entry: 'popup.html', budgetBytes: 5 * 1024, page: 'before-ready' },
  // Everything until Preact has taken over the form: the above plus main.tsx's chunk and what it
  // imports; a click made before then is held, so this keeps that wait short (18.7 KB).
  popupHydrated: { entry: 'popup.html', budgetBytes: 22 * 1024, page: 'hydrated' },
  // A stopped worker reads and compiles all of it on each wake (a menu click, a shortcut, an
  // alert's alarm): one file, so a feature that is off still counts. 11.2 KB of it is the floor
  // of the mandated libraries (npm run bench reports it) (48.0 KB with alerts and the field).
  background: { entry: 'background.js', budgetBytes: 56 * 1024 },
  // The first page after install shows at once (20.9 KB).
  options: { entry: 'options.html', budgetBytes: 24 * 1024 },
  // The links list opens quickly; statistics, QR codes and dialogs load when used (39.4 KB).
  manager: { entry: 'manager.html', budgetBytes: 46 * 1024 },
  // The statistics view with uPlot, loaded when one opens: the chart's cost stays out of the
  // list and the popup (30.4 KB).
  stats: { entry: 'StatsView', lazyFrom: 'manager.html', budgetBytes: 36 * 1024 },
};

const HTML_ASSET = /<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g;
// Static imports in minified ES modules: import{a}from"./x.js", import"./x.js", export*from"./x.js".
const JS_IMPORT = /(?:import|export)\s*(?:[^'"`;()]*?from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;

function toOutPath(fromFile: string, ref: string): string {
  if (ref.startsWith('/')) return ref.slice(1);
  return posix.normalize(posix.join(posix.dirname(fromFile), ref));
}

/** Every file (relative to outDir) that loading `entry` pulls in, the entry included. */
export function collectFiles(outDir: string, entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(join(outDir, file), 'utf8');
    const pattern = file.endsWith('.html') ? HTML_ASSET : file.endsWith('.js') ? JS_IMPORT : null;
    if (!pattern) continue;
    for (const match of text.matchAll(pattern)) queue.push(toOutPath(file, match[1] as string));
  }
  return [...seen].filter((file) => !file.endsWith('.html'));
}

export function gzipBytes(outDir: string, files: string[]): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
    0,
  );
}

const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

/** Gzipped bytes of the <style> elements of an HTML page (the popup's CSS is inline: wxt.config.ts). */
export function inlineStyleBytes(outDir: string, entry: string): number {
  if (!entry.endsWith('.html')) return 0;
  const css = [...readFileSync(join(outDir, entry), 'utf8').matchAll(INLINE_STYLE)].map((m) => m[1]).join('');
  return css === '' ? 0 : gzipSync(css, { level: 9 }).length;
}

/** The built files named `<name>-<hash>.<extension>` in `folder` of the build. */
function namedFiles(outDir: string, folder: string, name: string, extension: string): string[] {
  if (!existsSync(join(outDir, folder))) return [];
  return readdirSync(join(outDir, folder))
    .filter((file) => file.startsWith(`${name}-`) && file.endsWith(extension))
    .map((file) => `${folder}/${file}`);
}

/** A chunk loaded on demand by `page`: the chunk, what only it brings, its stylesheet; null when not built. */
function lazyFiles(outDir: string, name: string, page: string): string[] | null {
  const [chunk] = namedFiles(outDir, 'chunks', name, '.js');
  if (!chunk || !existsSync(join(outDir, page))) return null;
  const upFront = new Set(collectFiles(outDir, page));
  const own = collectFiles(outDir, chunk).filter((file) => !upFront.has(file));
  return [...own, ...namedFiles(outDir, 'assets', name, '.css')];
}

/** The chunk popup.html's first script imports once the form is filled (`<div id="app" data-main>`). */
const DATA_MAIN = /\sdata-main="([^"]+\.js)"/;

/** A page counted as the pre-rendered popup is: its HTML whole, and optionally its hydration code. */
function pageFiles(outDir: string, entry: string, page: 'before-ready' | 'hydrated'): string[] {
  const files = [entry, ...collectFiles(outDir, entry)];
  const main = DATA_MAIN.exec(readFileSync(join(outDir, entry), 'utf8'))?.[1];
  if (page === 'hydrated' && main) files.push(...collectFiles(outDir, toOutPath(entry, main)));
  return [...new Set(files)];
}

export function measureSizes(outDir: string): SizeRow[] {
  return Object.entries(SIZE_BUDGETS).flatMap(([name, { entry, budgetBytes, lazyFrom, page }]) => {
    if (lazyFrom) {
      const files = lazyFiles(outDir, entry, lazyFrom);
      return files ? [{ name, files, gzipBytes: gzipBytes(outDir, files), budgetBytes }] : [];
    }
    if (!existsSync(join(outDir, entry))) return [];
    if (page) {
      const files = pageFiles(outDir, entry, page);
      return [{ name, files, gzipBytes: gzipBytes(outDir, files), budgetBytes }];
    }
    const files = collectFiles(outDir, entry);
    const bytes = gzipBytes(outDir, files) + inlineStyleBytes(outDir, entry);
    return [{ name, files, gzipBytes: bytes, budgetBytes }];
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
