import { useEffect, useState } from 'preact/hooks';
import { readCampaign } from '../../../shared/campaign';
import { t } from '../../../shared/i18n';
import type { ShortenResult } from '../../../shared/protocol';
import { rememberCampaign } from '../../campaign-store';
import { openStatsTab } from '../../manager/stats/route';
import { send } from '../../rpc';

/**
 * A link shortened with campaign parameters: its values join the profile's suggestions,
 * and when its site is tracked, "Campaign statistics" opens that website's statistics with the
 * campaigns list searched for it (the analytics service counts a visit's utm_campaign, docs/API.md 7.1).
 */
export function CampaignResult({ result }: { result: ShortenResult }) {
  const url = result.link.url;
  const campaign = readCampaign(url)?.campaign.trim() ?? '';
  // The background matches the website on the bare host (no www., no port) itself.
  const host = campaign ? new URL(url).hostname : '';
  const [website, setWebsite] = useState<number | null>(null);

  useEffect(() => {
    // The link was made from this URL (an existing short link shown as it is was not).
    if (!result.alreadyShort) void rememberCampaign(url);
  }, [result.link.id]);
  useEffect(() => {
    if (!host) return;
    let live = true;
    // Optional next to the result: a failed lookup only leaves the offer out.
    void send('websites.findByHost', { host }).then((answer) => {
      if (live && answer.ok && answer.value) setWebsite(answer.value.id);
    });
    return () => {
      live = false;
    };
  }, [host]);

  if (website === null) return null;
  return (
    <p class="campaign-result">
      <button
        type="button"
        class="link-button"
        onClick={() => openStatsTab('websites', website, '30d', { campaign })}
      >
        {t('campaign_stats')}
      </button>{' '}
      <span class="muted">{t('campaign_statsOf', [campaign, host])}</span>
    </p>
  );
}
