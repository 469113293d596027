/**
 * The manifests users install (`npm run build`, `build:firefox`, `build:firefox-mv3`), read from
 * the production builds themselves (support/production-builds.ts builds one that is missing or
 * stale; only this file does, so two workers never build the same folder at once): the
 * permissions they ask at install, and the Firefox ones declare what PRIVACY.md says, no data
 * collected (`data_collection_permissions`).
 */
import { describe, expect, it } from 'vitest';
import { productionManifest } from './support/production-builds';

describe('the production Firefox manifests', () => {
  it.each(['firefox-mv2', 'firefox-mv3'] as const)('declare that no data is collected (%s)', (target) => {
    const manifest = productionManifest(target) as {
      browser_specific_settings?: { gecko?: { data_collection_permissions?: unknown } };
    };

    expect(manifest.browser_specific_settings?.gecko?.data_collection_permissions).toEqual({
      required: ['none'],
    });
  });
});

describe('production manifests', () => {
  const INSTALL = ['storage', 'contextMenus', 'notifications', 'activeTab', 'clipboardWrite'];

  // None of the permissions added for Don't count my visits (declarativeNetRequestWithHostAccess)
  // and Shorten many (scripting, alarms) warns at install; tabs and every origin stay optional.
  it('add only permissions without an install warning: no host access, tabs optional', () => {
    for (const [target, extra] of [
      ['chrome-mv3', ['offscreen']],
      ['firefox-mv2', []],
      ['firefox-mv3', []],
    ] as const) {
      // Act: the manifest users install (`npm run build`, `build:firefox`, `build:firefox-mv3`)
      const manifest = productionManifest(target);
      // Assert
      expect(manifest.permissions, target).toEqual([
        ...INSTALL,
        'scripting',
        'alarms',
        'declarativeNetRequestWithHostAccess',
        ...extra,
      ]);
      expect(manifest.host_permissions, target).toBeUndefined();
      const optional = [
        ...((manifest.optional_permissions as string[] | undefined) ?? []),
        ...((manifest.optional_host_permissions as string[] | undefined) ?? []),
      ];
      expect(optional, target).toEqual(expect.arrayContaining(['https://*/*', 'http://*/*', 'tabs']));
    }
  }, 120_000);
});
