/**
 * What a settings value is: the `Settings` of one profile, its schema, the patch a page may send,
 * and the public view pages see. Shared: the protocol (lib/shared/protocol.ts) validates
 * `settings.save` with the patch schema here, pages use the types. Only the background opens the
 * stored item (lib/background/settings/store.ts), so the API key never reaches a page.
 */
import * as z from 'zod/mini';
import { LINK_SEARCH_BY, type LinkSearchBy } from '../../api/enums';
import { lazy } from '../../api/lazy';
import type { Dialect } from '../../api/schemas';
import type { ExcludeVisits } from '../exclude-visits';
import type { ManagedState } from '../managed-profiles';
import { FIRST_PROFILE_ID, PROFILE_ID } from '../profiles';
import { type AlertSettings, DEFAULT_ALERTS } from './alerts';
import { originsOf } from './key-origins';
import { TOOLBAR_BADGE_MODES, type ToolbarBadgeMode } from './toolbar-badge-modes';

/** One profile's settings in effect: its connection fields over the app-wide preferences. */
export interface Settings {
  profileId: string;
  /** As the user typed it; '' = called by its server's host (profileLabel). */
  profileName: string;
  apiKey: string;
  /**
   * The origins the key may be sent to: those of the addresses it was typed for, and those the
   * user agreed to send it to by name (key-origins.ts). A key typed again starts them afresh.
   */
  keyOrigins: string[];
  linksBaseUrl: string;
  /** '' = same as the links base URL. */
  analyticsBaseUrl: string;
  copyAutomatically: boolean;
  reuseExisting: boolean;
  defaultDomain: number | null;
  defaultSpace: number | null;
  contextMenus: boolean;
  notifications: boolean;
  serverVersion: 'auto' | 'classic' | 'current';
  detectedDialect: { links: Dialect | null; websites: Dialect | null };
  /** The popup's "Search in" choice, remembered. */
  searchIn: LinkSearchBy;
  /** Close the popup a moment after a search result is copied with Enter. */
  closeAfterCopy: boolean;
  /** "Don't count my visits": lib/shared/exclude-visits.ts. */
  excludeVisits: ExcludeVisits;
  /** What the toolbar button's badge shows for the tab; off by default. */
  toolbarBadge: ToolbarBadgeMode;
  /** Which notifications this profile's servers may raise (lib/shared/settings/alerts.ts); all off by default. */
  alerts: AlertSettings;
}

export type { ToolbarBadgeMode };

/** What pages may know of a profile they do not show: no key. */
export interface ProfileSummary {
  id: string;
  name: string;
  linksBaseUrl: string;
  analyticsBaseUrl: string;
  serverVersion: Settings['serverVersion'];
  /** Preset by an organization's policy: 'locked' (the user may not change it) or 'preset'; else null. */
  managed?: ManagedState | null;
}

export type PublicSettings = Omit<Settings, 'apiKey'> & {
  apiKeyHint: string | null;
  profiles: ProfileSummary[];
  activeProfile: string;
  /** This profile's policy state (ProfileSummary.managed). */
  managed?: ManagedState | null;
  /** The policy locks this profile and gives its key: the key is shown by its hint only, never typed over. */
  managedKey?: boolean;
};

export const DEFAULT_SETTINGS: Settings = {
  profileId: FIRST_PROFILE_ID,
  profileName: '',
  apiKey: '',
  keyOrigins: [],
  linksBaseUrl: '',
  analyticsBaseUrl: '',
  copyAutomatically: true,
  reuseExisting: true,
  defaultDomain: null,
  defaultSpace: null,
  contextMenus: true,
  notifications: true,
  serverVersion: 'auto',
  detectedDialect: { links: null, websites: null },
  searchIn: 'title',
  closeAfterCopy: true,
  excludeVisits: { mode: 'off', sites: [] },
  toolbarBadge: 'off',
  alerts: DEFAULT_ALERTS,
};

const dialect = z.nullable(z.enum(['classic', 'current']));
const idOrNull = z.nullable(z.int().check(z.minimum(1)));
const hour = z.int().check(z.minimum(0), z.maximum(23));

const alertsSchema = z.object({
  siteUnusual: z.boolean(),
  linkTakeoff: z.boolean(),
  milestones: z.array(z.int().check(z.minimum(1))).check(z.maxLength(20)),
  linkExpiring: z.boolean(),
  expiringDays: z.int().check(z.minimum(1), z.maximum(60)),
  serverDown: z.boolean(),
  dailySummary: z.boolean(),
  summaryHour: hour,
  quietHours: z.nullable(z.object({ from: hour, to: hour })),
});

/** One schema per field: a stored value that fails its field's schema falls back to the default. */
export const settingsSchema = z.object({
  apiKey: z.string(),
  keyOrigins: z.array(z.string()).check(z.maxLength(20)),
  linksBaseUrl: z.string(),
  analyticsBaseUrl: z.string(),
  copyAutomatically: z.boolean(),
  reuseExisting: z.boolean(),
  defaultDomain: idOrNull,
  defaultSpace: idOrNull,
  contextMenus: z.boolean(),
  notifications: z.boolean(),
  serverVersion: z.enum(['auto', 'classic', 'current']),
  detectedDialect: z.object({ links: dialect, websites: dialect }),
  // Added without a version bump: a stored value without them reads their defaults (normalizeSettings).
  searchIn: z.enum(LINK_SEARCH_BY),
  closeAfterCopy: z.boolean(),
  excludeVisits: z.object({
    mode: z.enum(['off', 'all', 'sites']),
    sites: z.array(z.string().check(z.minLength(1), z.maxLength(253))).check(z.maxLength(1000)),
  }),
  toolbarBadge: z.enum(TOOLBAR_BADGE_MODES),
  alerts: alertsSchema,
});

function buildSettingsPatchSchema() {
  return z.extend(z.partial(z.omit(settingsSchema, { detectedDialect: true, keyOrigins: true })), {
    profileName: z.optional(z.string()),
    /** The new origins the user agreed, by name, to send the saved key to (key-origins.ts). */
    sendKeyTo: z.optional(z.array(z.string()).check(z.maxLength(2))),
  });
}

/**
 * What a page may change (`settings.save`): every field but the detected dialects and the key's
 * origins, which only the background records. Absent = unchanged; an empty apiKey keeps the stored key. Built on
 * first use: its `z.omit` was the costliest schema of the worker's start, and only the
 * settings.save message reads it.
 */
export const settingsPatchSchema = lazy(buildSettingsPatchSchema);
export type SettingsPatch = z.infer<ReturnType<typeof buildSettingsPatchSchema>>;

/** Tolerant read: keeps every valid field of `raw`, defaults the rest (never throws). */
export function normalizeSettings(raw: unknown): Settings {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(settingsSchema.shape)) {
    const parsed = schema.safeParse(source[key]);
    result[key] = parsed.success ? parsed.data : DEFAULT_SETTINGS[key as keyof Settings];
  }
  const { profileId, profileName } = source;
  result.profileId =
    typeof profileId === 'string' && PROFILE_ID.test(profileId) ? profileId : FIRST_PROFILE_ID;
  result.profileName = typeof profileName === 'string' ? profileName.trim() : '';
  const settings = result as unknown as Settings;
  // A profile stored before keys had origins (or written by hand) trusts the addresses it has.
  if (!Array.isArray(source.keyOrigins)) settings.keyOrigins = settings.apiKey ? originsOf(settings) : [];
  return settings;
}
