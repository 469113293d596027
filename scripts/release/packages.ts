/**
 * The store packages a release builds, where WXT writes them: `npm run zip` (Chrome),
 * `wxt zip -b edge` (Edge), `npm run zip:firefox` (Firefox and the sources zip reviewers rebuild
 * from). The names follow WXT's default templates, `{{name}}-{{version}}-{{browser}}.zip` and
 * `{{name}}-{{version}}-sources.zip` (wxt.config.ts sets neither; a unit test checks).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface StorePackages {
  chrome: string;
  edge: string;
  firefox: string;
  sources: string;
}

/** The commands that build the packages, in the order the release workflow runs them. */
export const PACKAGE_COMMANDS = ['npm run zip', 'npm run zip:firefox', 'npx wxt zip -b edge'] as const;

export function storePackages(name: string, version: string, dir = '.output'): StorePackages {
  const zip = (suffix: string) => `${dir}/${name}-${version}-${suffix}.zip`;
  return { chrome: zip('chrome'), edge: zip('edge'), firefox: zip('firefox'), sources: zip('sources') };
}

/** The packages of the version in `root`'s package.json, as paths relative to `root`. */
export function packagesOf(root: string): StorePackages {
  const { name, version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return storePackages(name, version);
}

/** The packages that are not there yet, to say which build step was forgotten. */
export function missingPackages(root: string, packages: StorePackages): string[] {
  return Object.values(packages).filter((path) => !existsSync(resolve(root, path)));
}
