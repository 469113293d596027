import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { lazyComponent } from '../../../components/lazy-component';
import { t } from '../../shared/i18n';
import { profileLabel } from '../../shared/profiles';
import type { Result, ServerLists } from '../../shared/protocol';
import type { PublicSettings } from '../../shared/settings/schema';
import { capabilitiesFromSettings } from '../capabilities';
import { useProfileKey } from '../use-profile-key';
import { LinksView } from './links/LinksView';
import type { Send } from './send';
import { sendForProfile } from './stats/profile-send';
import { Tabs } from './Tabs';
import { useHashState } from './use-hash-state';
import { WebsitesView } from './websites/WebsitesView';

// Loaded as the popup loads it (a static import here made the bundler add a runtime chunk to
// the popup's start): only with two or more profiles.
const ProfileSwitcher = lazyComponent(() =>
  import('../ProfileSwitcher').then((module) => module.ProfileSwitcher),
);
// The statistics view and its chart library load only when one is opened: the links list first.
const StatsView = lazyComponent(() => import('./stats/StatsView').then((module) => module.StatsView));

export interface ManagerAppProps {
  send: Send;
  loadSettings: () => Promise<Result<PublicSettings>>;
  watchSettings: (cb: (settings: PublicSettings) => void) => () => void;
}

/** The manager page: tabs, the view the hash names, and one polite announcer for outcomes. */
export function ManagerApp({ send, loadSettings, watchSettings }: ManagerAppProps) {
  const [hashState, navigate] = useHashState();
  // The list a statistics view was opened from, so its Back link returns to it as it was.
  const cameFromList = useRef(false);
  useEffect(() => {
    if (hashState.view !== 'stats') cameFromList.current = true;
  }, [hashState.view]);
  const [settings, setSettings] = useState<PublicSettings | null>(null);
  const [lists, setLists] = useState<ServerLists | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    document.title = t('manager_title');
    // Without settings the views still work (their own requests report what is wrong).
    void loadSettings().then((answer) => answer.ok && setSettings(answer.value));
    return watchSettings(setSettings);
  }, []);
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(''), 5000);
    return () => clearTimeout(timer);
  }, [announcement]);
  // Domains, spaces and pixels for the pickers; without them the form falls back to id inputs.
  // asked once the settings are known (not once before and again after), and not for
  // the statistics view, which has no form: four requests it would spend of the links server's budget.
  const statsView = hashState.view === 'stats';
  useEffect(() => {
    if (!settings || statsView) return;
    send('server.lists', undefined).then((result) => setLists(result.ok ? result.value : null));
  }, [settings?.linksBaseUrl, settings?.apiKeyHint, settings === null, statsView]);

  // A record of another profile (an alert's click names it): its statistics, the active one kept.
  const statsProfile =
    statsView && hashState.stats.profile !== settings?.activeProfile ? hashState.stats.profile : undefined;
  const statsSend = useMemo(
    () => (statsProfile ? sendForProfile(send, statsProfile) : send),
    [send, statsProfile],
  );
  const otherProfile = statsProfile
    ? settings?.profiles.find((profile) => profile.id === statsProfile)
    : undefined;
  const capabilities = capabilitiesFromSettings(
    settings ?? { serverVersion: 'auto', detectedDialect: { links: null, websites: null } },
  );
  const profileKey = useProfileKey(settings?.activeProfile);
  const defaults = { domain: settings?.defaultDomain ?? null, space: settings?.defaultSpace ?? null };
  return (
    <>
      {/* A flex row: more header controls (a Profile select) go after the tabs. */}
      <header class="manager-header">
        <Tabs view={hashState.view === 'stats' ? hashState.stats.service : hashState.view} />
        {settings && settings.profiles.length > 1 && (
          <ProfileSwitcher settings={settings} onSwitched={() => undefined} />
        )}
      </header>
      {/* A switch (here or in another window) loads every list afresh. */}
      <main key={profileKey}>
        {hashState.view === 'stats' && otherProfile && (
          <p class="stats-profile-note" role="note">
            {t('stats_otherProfile', profileLabel(otherProfile, otherProfile.id))}
          </p>
        )}
        {hashState.view === 'stats' ? (
          <StatsView
            key={`${hashState.stats.service}/${hashState.stats.id}/${statsProfile ?? ''}`}
            route={hashState.stats}
            send={statsSend}
            onRange={(range) =>
              navigate({ view: 'stats', stats: { ...hashState.stats, range } }, { replace: true })
            }
            onBack={() => {
              if (cameFromList.current) history.back();
              else location.hash = `#${hashState.stats.service}`;
            }}
          />
        ) : hashState.view === 'links' ? (
          <LinksView
            state={hashState.links}
            onState={(links, replace) => navigate({ view: 'links', links }, { replace })}
            send={send}
            capabilities={capabilities}
            lists={lists}
            defaults={defaults}
            announce={setAnnouncement}
          />
        ) : (
          <WebsitesView
            state={hashState.websites}
            onState={(websites, replace) => navigate({ view: 'websites', websites }, { replace })}
            send={send}
            announce={setAnnouncement}
          />
        )}
      </main>
      <p class="announcer" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
