/**
 * The options page's "Toolbar badge" choice, saved at once (not with the form's Save):
 * - the short-link mode needs the optional `tabs` permission, asked FIRST and synchronously in
 *   the user's click (a permission request needs the gesture, which any await would end); refused,
 *   the saved mode stays;
 * - the visitors mode works on the sites the extension may read (the per-site access of "Don't
 *   count my visits"): the section lists them, or says how to allow one;
 * - leaving the short-link mode keeps `tabs`: Shorten many reads the tabs' addresses too,
 *   and taking it back would make that feature ask again.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { errorText } from '../../../shared/error-text';
import { t } from '../../../shared/i18n';
import type { ToolbarBadgeMode } from '../../../shared/settings/schema';
import { send } from '../../rpc';

const TABS = { permissions: ['tabs' as const] };

export interface ToolbarBadgeState {
  mode: ToolbarBadgeMode;
  /** Whether the `tabs` permission is granted (null: not known yet). */
  tabsGranted: boolean | null;
  /** The hosts the extension may read, its servers' among them (null: not known yet). */
  sites: string[] | null;
  status: string | null;
  error: string | null;
  choose: (mode: ToolbarBadgeMode) => void;
}

/**
 * `*://example.com/*` -> example.com: the hosts the badge may show visitors for, as the browser
 * grants them. The servers' own hosts are among them (the badge reads a tracked site wherever it
 * is allowed: leaving them out said "localhost" while the badge counted 127.0.0.1); patterns for
 * every site are left out (the badge never asks for those).
 */
export function allowedSites(origins: readonly string[]): string[] {
  const hosts = origins
    .map((pattern) => /^[a-z*]+:\/\/([^/]+)\//.exec(pattern)?.[1] ?? '')
    .filter((host) => host !== '' && !host.includes('*'));
  return [...new Set(hosts)].sort();
}

export function useToolbarBadge(saved: ToolbarBadgeMode, servers: readonly string[]): ToolbarBadgeState {
  const [mode, setMode] = useState(saved);
  const [tabsGranted, setTabsGranted] = useState<boolean | null>(null);
  const [sites, setSites] = useState<string[] | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const serverKey = servers.join(' ');

  // What is granted is only shown: when the browser cannot say, the section says nothing of it
  // (null) rather than fail the options page.
  const readAccess = async () => {
    try {
      const [granted, all] = await Promise.all([
        browser.permissions.contains(TABS),
        browser.permissions.getAll(),
      ]);
      setTabsGranted(granted);
      setSites(allowedSites(all.origins ?? []));
    } catch {
      setTabsGranted(null);
      setSites(null);
    }
  };
  useEffect(() => {
    setMode(saved);
  }, [saved]);
  useEffect(() => {
    void readAccess();
  }, [serverKey]);

  const save = async (next: ToolbarBadgeMode) => {
    const answer = await send('settings.save', { toolbarBadge: next });
    if (!answer.ok) return setError(errorText(answer.error));
    setMode(next);
    setStatus(t('options_badge_saved'));
    await readAccess();
  };

  const choose = (next: ToolbarBadgeMode) => {
    setStatus(null);
    setError(null);
    if (next !== 'shortLink') return void save(next);
    // Asked in the click itself, before anything is awaited.
    const request = browser.permissions.request(TABS);
    void request.then(
      (granted) => (granted ? save(next) : setError(t('options_badge_tabsDenied'))),
      () => setError(t('options_badge_tabsDenied')),
    );
  };

  return { mode, tabsGranted, sites, status, error, choose };
}
