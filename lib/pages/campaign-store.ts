/**
 * The pages' one write to a profile's stored campaigns: a created link's values go first in the
 * campaign fields' suggestions. The worker is the only writer (lib/background/campaigns.ts),
 * which every page asks by message; the fields read and change their presets themselves
 * (components/link-form/use-stored-campaigns.ts, with the page's `send`).
 */
import { send } from './rpc';

/**
 * After a link was created for `url`: its campaign values go first in each field's suggestions
 * of the active profile. Never throws: a failed write loses only suggestions.
 */
export async function rememberCampaign(url: string): Promise<void> {
  await send('campaigns.remember', { url });
}
