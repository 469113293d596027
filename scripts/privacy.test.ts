/**
 * PRIVACY.md and the manifests say the same thing: the Firefox manifest declares that
 * no data is collected (`data_collection_permissions: {required: ['none']}`), PRIVACY.md says so
 * and names what is kept where, and the code keeps nothing in browser sync. The manifests as
 * built are checked in e2e/production-manifests.e2e.test.ts (a build belongs to that project).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../wxt.config';
import { ROOT } from './release/paths';

type ManifestFunction = (env: { browser: string; manifestVersion: 2 | 3; mode: string; command: string }) => {
  browser_specific_settings?: { gecko?: { data_collection_permissions?: unknown } };
};
const manifest = config.manifest as ManifestFunction;
const privacy = readFileSync(resolve(ROOT, 'PRIVACY.md'), 'utf8');

/** The source files of the extension itself: what ships, not its tests. */
function sources(dir: string): string[] {
  return readdirSync(resolve(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(resolve(ROOT, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the Firefox manifest', () => {
  it.each([2, 3] as const)('declares that no data is collected (MV%i)', (manifestVersion) => {
    const gecko = manifest({ browser: 'firefox', manifestVersion, mode: 'production', command: 'build' })
      .browser_specific_settings?.gecko;

    expect(gecko?.data_collection_permissions).toEqual({ required: ['none'] });
  });
});

describe('PRIVACY.md', () => {
  it('says what the manifest declares: nothing collected for the developers or third parties', () => {
    expect(privacy).toContain('`data_collection_permissions`');
    expect(privacy).toContain('This extension declares `"none"`');
    expect(privacy).toContain("the extension's developers collect nothing");
    expect(privacy).toMatch(/no\s+telemetry/);
    expect(privacy).toMatch(/no third\s+party/);
  });

  it('names the storage areas the extension uses and says how to delete everything', () => {
    for (const text of [
      '`storage.local`',
      '`storage.session`',
      '`storage.sync`',
      '## How to delete everything',
    ]) {
      expect(privacy).toContain(text);
    }
  });

  it('is right that nothing is kept in browser sync: the extension code never uses it', () => {
    const files = ['lib', 'components', 'entrypoints'].flatMap(sources);
    const syncing = files.filter((file) =>
      /storage\.sync\b|['"`]sync:/.test(
        readFileSync(resolve(ROOT, file), 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, ''),
      ),
    );

    expect(files.length).toBeGreaterThan(50);
    expect(syncing).toEqual([]);
  });
});
