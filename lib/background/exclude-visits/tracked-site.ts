import { bareHost } from '../../api/records/websites';
import { updateStored } from '../settings/store';
import { viewOf, withView } from '../settings/views';

/**
 * A site the user just tracked from the extension joins "Don't count my visits" when the active
 * profile has it on for all its sites; the settings change then syncs the rules.
 */
export async function includeTrackedSite(host: string): Promise<void> {
  const site = bareHost(host);
  await updateStored((stored) => {
    const view = viewOf(stored);
    const { mode, sites } = view.excludeVisits;
    if (mode !== 'all' || site === '' || sites.includes(site)) return stored;
    return withView(stored, { ...view, excludeVisits: { mode, sites: [...sites, site] } });
  });
}
