/**
 * Profiles preset by an organization's policy (`storage.managed`; the schema is
 * public/managed-schema.json). They sit beside the user's own profiles in the settings every
 * part of the extension reads, and are never written to `local:settings` as such:
 *
 * - a **locked** profile's policy fields (name, addresses, the key when the policy gives one)
 *   always come from the policy: what the user saves there is dropped, and a policy change
 *   applies at the next read;
 * - an **unlocked** one starts from the policy, and what the user changed is kept beside it
 *   (a field left as the policy gave it keeps following the policy).
 *
 * Their ids are `org-<policy id>`; a profile of that form the policy no longer names is gone.
 * Pure functions on plain objects.
 */
import { PROFILE_ID, type StoredProfile, type StoredSettings } from './profiles';

export type ManagedState = 'locked' | 'preset';

export interface ManagedProfile {
  id: string;
  locked: boolean;
  /** The fields the policy sets, under the settings' names. */
  fields: { name: string; linksBaseUrl: string; analyticsBaseUrl: string; apiKey?: string };
}

export const MANAGED_PREFIX = 'org-';
const isManagedId = (id: string) => id.startsWith(MANAGED_PREFIX);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The policy's `profiles` as read from storage.managed; entries without an id or a links address are skipped. */
export function parseManagedProfiles(raw: unknown): ManagedProfile[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  return raw.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const e = entry as Record<string, unknown>;
    const id = `${MANAGED_PREFIX}${text(e.id)}`;
    const linksBaseUrl = text(e.linksBaseUrl);
    if (id === MANAGED_PREFIX || !PROFILE_ID.test(id) || seen.has(id) || linksBaseUrl === '') return [];
    seen.add(id);
    const apiKey = text(e.apiKey);
    return [
      {
        id,
        locked: e.locked === true,
        fields: {
          name: text(e.name),
          linksBaseUrl,
          analyticsBaseUrl: text(e.analyticsBaseUrl),
          ...(apiKey ? { apiKey } : {}),
        },
      },
    ];
  });
}

/** A first profile that holds nothing yet: dropped when the policy brings profiles of its own. */
const isEmptyPlaceholder = (p: StoredProfile) =>
  !p.apiKey && !p.linksBaseUrl && !p.analyticsBaseUrl && !p.name;

/** The stored settings with the policy's profiles in them (first, in the policy's order): what a read gives. */
export function withManaged(stored: StoredSettings, managed: readonly ManagedProfile[]): StoredSettings {
  if (managed.length === 0 && !stored.profiles.some((p) => isManagedId(p.id))) return stored;
  const own = stored.profiles.filter(
    (p) => !isManagedId(p.id) && !(managed.length > 0 && isEmptyPlaceholder(p)),
  );
  const preset = managed.map((m): StoredProfile => {
    const saved = stored.profiles.find((p) => p.id === m.id) ?? { id: m.id, name: '' };
    // `managedKey`: the policy's key is the one in effect, and the user's would be dropped.
    return m.locked
      ? {
          ...saved,
          ...m.fields,
          id: m.id,
          managed: 'locked',
          ...(m.fields.apiKey ? { managedKey: true } : {}),
        }
      : { ...m.fields, ...definedOnly(saved), id: m.id, managed: 'preset' };
  });
  const profiles = [...preset, ...own];
  if (profiles.length === 0) return stored;
  const active = profiles.find((p) => p.id === stored.activeProfile) ?? profiles[0]!;
  return { ...stored, profiles, activeProfile: active.id };
}

/** A saved profile's fields that override the policy's: those the user set (an empty name follows the policy). */
function definedOnly(saved: StoredProfile): StoredProfile {
  const out: StoredProfile = { id: saved.id, name: saved.name };
  for (const [key, value] of Object.entries(saved)) if (value !== undefined && value !== '') out[key] = value;
  if (out.name === '') delete (out as Partial<StoredProfile>).name;
  return out;
}

/** What is written back: the policy's profiles reduced to what the user changed there. */
export function withoutManaged(stored: StoredSettings, managed: readonly ManagedProfile[]): StoredSettings {
  if (!stored.profiles.some((p) => isManagedId(p.id))) return stored;
  const profiles = stored.profiles.flatMap((p): StoredProfile[] => {
    if (!isManagedId(p.id)) return [p];
    const m = managed.find((entry) => entry.id === p.id);
    if (!m) return [];
    const { managed: _state, managedKey: _key, ...rest } = p;
    const kept: StoredProfile = { ...rest, name: rest.name };
    for (const [key, value] of Object.entries(m.fields)) {
      if (m.locked || kept[key] === value) kept[key] = key === 'name' ? '' : undefined;
    }
    return [JSON.parse(JSON.stringify(kept)) as StoredProfile];
  });
  return { ...stored, profiles };
}

/** Whether a stored (merged) profile came from the policy, and how. */
export function managedState(profile: StoredProfile | undefined): ManagedState | null {
  const state = profile?.managed;
  return state === 'locked' || state === 'preset' ? state : null;
}

/**
 * The settings fields (flat `Settings` names) a stored (merged) profile takes from a locking
 * policy: its name and addresses, and its key when the policy gives one. None otherwise.
 */
export function lockedFields(profile: StoredProfile | undefined): string[] {
  if (managedState(profile) !== 'locked') return [];
  const fields = ['profileName', 'linksBaseUrl', 'analyticsBaseUrl'];
  return profile?.managedKey === true ? [...fields, 'apiKey'] : fields;
}
