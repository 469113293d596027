/** Where each service of a profile is reached: the analytics service defaults to the links server. */
import type { Settings } from './schema';

type Urls = Pick<Settings, 'linksBaseUrl' | 'analyticsBaseUrl'>;

export function effectiveAnalyticsUrl(s: Urls): string {
  return s.analyticsBaseUrl.trim() === '' ? s.linksBaseUrl : s.analyticsBaseUrl;
}

/** The base URL a service is reached at: what a detected dialect belongs to. */
export function serviceUrl(settings: Urls, service: 'links' | 'websites'): string {
  return service === 'links' ? settings.linksBaseUrl : effectiveAnalyticsUrl(settings);
}
