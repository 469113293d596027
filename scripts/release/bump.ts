/**
 * What `npm run release -- <version>` does (scripts/release.ts), in a repository given by `cwd`:
 * refuses a dirty tree, a malformed or not-higher version and an existing tag; moves CHANGELOG's
 * Unreleased section under the version; writes the version into package.json and
 * package-lock.json (WXT copies package.json's version into every manifest); commits those three
 * files and tags the commit `v<version>`. Pushing the tag is left to the person releasing: the
 * release workflow (.github/workflows/release.yml) runs on it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseChangelog } from './changelog';
import { versionProblem } from './version';

export interface ReleaseOptions {
  /** The repository's root. */
  cwd: string;
  version: string;
  /** The release date, YYYY-MM-DD. */
  date: string;
}

export interface Released {
  tag: string;
  previous: string;
}

const FILES = ['package.json', 'package-lock.json', 'CHANGELOG.md'] as const;

export function release({ cwd, version, date }: ReleaseOptions): Released {
  const git = (...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain');
  if (dirty !== '') {
    throw new Error(`the working tree has changes; commit or stash them first:\n${dirty}`);
  }
  const read = (file: string) => readFileSync(join(cwd, file), 'utf8');
  const pkg = JSON.parse(read('package.json')) as { version: string };
  const problem = versionProblem(pkg.version, version);
  if (problem) throw new Error(problem);
  const tag = `v${version}`;
  if (git('tag', '--list', tag) !== '') throw new Error(`the tag ${tag} already exists`);

  const changelog = releaseChangelog(read('CHANGELOG.md'), version, date);
  const lock = JSON.parse(read('package-lock.json')) as {
    version?: string;
    packages?: Record<string, { version?: string }>;
  };
  lock.version = version;
  const root = lock.packages?.[''];
  if (root) root.version = version;

  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  writeFileSync(join(cwd, 'package.json'), json({ ...pkg, version }));
  writeFileSync(join(cwd, 'package-lock.json'), json(lock));
  writeFileSync(join(cwd, 'CHANGELOG.md'), changelog);
  git('add', '--', ...FILES);
  git('commit', '--quiet', '-m', `Release ${version}`);
  git('tag', '-a', tag, '-m', `Release ${version}`);
  return { tag, previous: pkg.version };
}
