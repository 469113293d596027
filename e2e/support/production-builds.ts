/**
 * The manifests of the production builds, as users install them. CI builds those once before the
 * tests (`npm run build`, `build:firefox`, `build:firefox-mv3`), so a test reads what is in
 * `.output/` and builds only a target that is missing or older than what decides its manifest
 * (wxt.config.ts, package.json, the entrypoints): a developer's run never checks a stale manifest,
 * and CI's never builds twice.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './paths';

export type ProductionTarget = 'chrome-mv3' | 'firefox-mv2' | 'firefox-mv3';

const BUILD_ARGS: Record<ProductionTarget, string[]> = {
  'chrome-mv3': [],
  'firefox-mv2': ['-b', 'firefox'],
  'firefox-mv3': ['-b', 'firefox', '--mv3'],
};

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

export function productionManifest(target: ProductionTarget): Record<string, unknown> {
  const manifest = resolve(ROOT, '.output', target, 'manifest.json');
  const sources = ['wxt.config.ts', 'package.json', 'entrypoints'].map((path) => resolve(ROOT, path));
  const stale = !existsSync(manifest) || statSync(manifest).mtimeMs < Math.max(...sources.map(newestChange));
  if (stale) {
    // Vitest sets NODE_ENV=test; a build must see what `npm run build` sees.
    const env = { ...process.env };
    delete env.NODE_ENV;
    execFileSync(resolve(ROOT, 'node_modules/.bin/wxt'), ['build', ...BUILD_ARGS[target]], {
      cwd: ROOT,
      stdio: 'ignore',
      env,
    });
  }
  return JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>;
}
