/**
 * The tracking code a website needs: the one tag the analytics web app
 * shows for every website of a server (docs/API.md section 7.1), built for the profile's
 * analytics base URL. Without it on its pages, a tracked website records nothing.
 */
import type { Settings } from '../shared/settings/schema';
import { effectiveAnalyticsUrl } from '../shared/settings/service-url';

/** The id the analytics service's script finds its own tag by. */
export const TRACKING_TAG_ID = 'ZwSg9rf6GA';

/** An attribute value as a template engine writes it (the servers' views escape the same way). */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `<script data-host="{base}" data-dnt="false" src="{base}/js/script.js" id="ZwSg9rf6GA" async defer></script>`
 * for an analytics base URL (trailing slashes dropped, as the client does); '' without one.
 */
export function trackingCode(analyticsBaseUrl: string): string {
  const base = analyticsBaseUrl.trim().replace(/\/+$/, '');
  if (base === '') return '';
  const host = attribute(base);
  return `<script data-host="${host}" data-dnt="false" src="${host}/js/script.js" id="${TRACKING_TAG_ID}" async defer></script>`;
}

/** The tracking code of a profile: its analytics base URL, or its links base URL when that is empty. */
export const profileTrackingCode = (settings: Pick<Settings, 'linksBaseUrl' | 'analyticsBaseUrl'>) =>
  trackingCode(effectiveAnalyticsUrl(settings));
