/**
 * The options form as its inputs hold it, and the conversions from and to settings. The API
 * key field starts empty (the saved key is never shown back): empty means "keep the saved key".
 */
import type { PublicSettings, Settings, SettingsPatch } from '../../shared/settings/schema';

export interface OptionsFormValue {
  profileName: string;
  apiKey: string;
  linksBaseUrl: string;
  analyticsBaseUrl: string;
  copyAutomatically: boolean;
  reuseExisting: boolean;
  /** Ids as typed or picked; '' = none. */
  defaultDomain: string;
  defaultSpace: string;
  contextMenus: boolean;
  notifications: boolean;
  serverVersion: Settings['serverVersion'];
  closeAfterCopy: boolean;
}

export function optionsFormFromSettings(s: PublicSettings): OptionsFormValue {
  return {
    profileName: s.profileName,
    apiKey: '',
    linksBaseUrl: s.linksBaseUrl,
    analyticsBaseUrl: s.analyticsBaseUrl,
    copyAutomatically: s.copyAutomatically,
    reuseExisting: s.reuseExisting,
    defaultDomain: s.defaultDomain === null ? '' : String(s.defaultDomain),
    defaultSpace: s.defaultSpace === null ? '' : String(s.defaultSpace),
    contextMenus: s.contextMenus,
    notifications: s.notifications,
    serverVersion: s.serverVersion,
    // Settings stored by earlier versions (or restructured since) may lack it: on by default.
    closeAfterCopy: s.closeAfterCopy !== false,
  };
}

/** '' -> null; a positive whole number -> it; anything else -> undefined (invalid). */
export function parseId(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) && Number(trimmed) >= 1 ? Number(trimmed) : undefined;
}

export function toSettingsPatch(v: OptionsFormValue): SettingsPatch {
  const patch: SettingsPatch = {
    profileName: v.profileName.trim(),
    linksBaseUrl: v.linksBaseUrl.trim(),
    analyticsBaseUrl: v.analyticsBaseUrl.trim(),
    copyAutomatically: v.copyAutomatically,
    reuseExisting: v.reuseExisting,
    defaultDomain: parseId(v.defaultDomain) ?? null,
    defaultSpace: parseId(v.defaultSpace) ?? null,
    contextMenus: v.contextMenus,
    notifications: v.notifications,
    serverVersion: v.serverVersion,
    closeAfterCopy: v.closeAfterCopy,
  };
  // Absent = keep the saved key (saveSettings's rule); a typed key replaces it.
  if (v.apiKey.trim() !== '') patch.apiKey = v.apiKey.trim();
  return patch;
}

/** Anything the user changed and has not saved yet? */
export function isDirty(v: OptionsFormValue, saved: PublicSettings): boolean {
  const base = optionsFormFromSettings(saved);
  const normalize = (form: OptionsFormValue) => ({
    ...form,
    linksBaseUrl: form.linksBaseUrl.trim().replace(/\/+$/, ''),
    analyticsBaseUrl: form.analyticsBaseUrl.trim().replace(/\/+$/, ''),
    defaultDomain: form.defaultDomain.trim(),
    defaultSpace: form.defaultSpace.trim(),
    profileName: form.profileName.trim(),
  });
  return v.apiKey.trim() !== '' || JSON.stringify(normalize(v)) !== JSON.stringify(normalize(base));
}
