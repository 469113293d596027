/**
 * The organization's preset profiles, read from `storage.managed` (Chrome and Edge: the
 * extension's policy under `3rdparty.extensions.<id>`; Firefox: policies.json's `3rdparty`
 * `Extensions.<id>`, or a managed storage manifest). Read at every settings read, so a policy
 * change applies without a reinstall or a restart of the worker.
 */
import { browser } from 'wxt/browser';
import { type ManagedProfile, parseManagedProfiles } from '../../shared/managed-profiles';

export async function readManagedProfiles(): Promise<ManagedProfile[]> {
  try {
    const { profiles } = await browser.storage.managed.get('profiles');
    return parseManagedProfiles(profiles);
  } catch {
    // No policy for this extension (Firefox rejects the read), or no managed storage at all.
    return [];
  }
}
