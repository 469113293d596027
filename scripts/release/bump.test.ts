import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUBPROCESS_TIMEOUT } from '../../test/timeouts';
import { release } from './bump';

let repo: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const read = (file: string) => readFileSync(join(repo, file), 'utf8');
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A repository like this one, reduced to the three files a release changes, committed. */
beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'release-'));
  git('init', '--quiet', '--initial-branch=main');
  for (const [key, value] of [
    ['user.name', 'Release Test'],
    ['user.email', 'release@example.org'],
    ['commit.gpgsign', 'false'],
    ['tag.gpgsign', 'false'],
  ] as const) {
    git('config', key, value);
  }
  writeFileSync(
    join(repo, 'package.json'),
    json({ name: 'shortener-extension', version: '0.1.0', private: true }),
  );
  writeFileSync(
    join(repo, 'package-lock.json'),
    json({
      name: 'shortener-extension',
      version: '0.1.0',
      lockfileVersion: 3,
      packages: { '': { version: '0.1.0' } },
    }),
  );
  writeFileSync(
    join(repo, 'CHANGELOG.md'),
    '# Changelog\n\n## [Unreleased]\n\n### Added\n- Store listings.\n',
  );
  git('add', '.');
  git('commit', '--quiet', '-m', 'Start');
}, SUBPROCESS_TIMEOUT);

afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('release', { timeout: SUBPROCESS_TIMEOUT }, () => {
  it('writes the version into package.json, package-lock.json and CHANGELOG.md, commits and tags it', () => {
    const released = release({ cwd: repo, version: '0.2.0', date: '2026-11-24' });

    expect(released).toEqual({ tag: 'v0.2.0', previous: '0.1.0' });
    expect(JSON.parse(read('package.json')).version).toBe('0.2.0');
    const lock = JSON.parse(read('package-lock.json'));
    expect([lock.version, lock.packages[''].version]).toEqual(['0.2.0', '0.2.0']);
    expect(read('CHANGELOG.md')).toBe(
      '# Changelog\n\n## [Unreleased]\n\n## [0.2.0] - 2026-11-24\n\n### Added\n- Store listings.\n',
    );
    expect(git('status', '--porcelain')).toBe('');
    expect(git('log', '-1', '--format=%s')).toBe('Release 0.2.0');
    expect(git('describe', '--exact-match', 'HEAD')).toBe('v0.2.0');
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
      'CHANGELOG.md',
      'package-lock.json',
      'package.json',
    ]);
  });

  it('refuses a dirty working tree and changes nothing', () => {
    writeFileSync(join(repo, 'notes.txt'), 'not committed');

    expect(() => release({ cwd: repo, version: '0.2.0', date: '2026-11-24' })).toThrow(
      'the working tree has changes',
    );
    expect(JSON.parse(read('package.json')).version).toBe('0.1.0');
    expect(git('tag')).toBe('');
  });

  it('refuses a version that is malformed or not higher than package.json', () => {
    expect(() => release({ cwd: repo, version: '0.1.0', date: '2026-11-24' })).toThrow('not higher');
    expect(() => release({ cwd: repo, version: '0.0.9', date: '2026-11-24' })).toThrow('not higher');
    expect(() => release({ cwd: repo, version: 'v0.2.0', date: '2026-11-24' })).toThrow(
      'not a release version',
    );
    expect(git('log', '--format=%s')).toBe('Start');
  });

  it('refuses a tag that already exists', () => {
    git('tag', 'v0.2.0');

    expect(() => release({ cwd: repo, version: '0.2.0', date: '2026-11-24' })).toThrow(
      'the tag v0.2.0 already exists',
    );
  });

  it('refuses to release when CHANGELOG has nothing under Unreleased, before writing anything', () => {
    writeFileSync(join(repo, 'CHANGELOG.md'), '# Changelog\n\n## [Unreleased]\n');
    git('commit', '--quiet', '-am', 'Empty changelog');

    expect(() => release({ cwd: repo, version: '0.2.0', date: '2026-11-24' })).toThrow('nothing under');
    expect(git('status', '--porcelain')).toBe('');
  });
});
