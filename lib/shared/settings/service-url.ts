/** Where each service of a profile is reached: the analytics service defaults to the links server. */
/** A profile's addresses (Settings' fields), without importing the schema: it imports this. */
type Urls = { linksBaseUrl: string; analyticsBaseUrl: string };

export function effectiveAnalyticsUrl(s: Urls): string {
  return s.analyticsBaseUrl.trim() === '' ? s.linksBaseUrl : s.analyticsBaseUrl;
}

/** The base URL a service is reached at: what a detected dialect belongs to. */
export function serviceUrl(settings: Urls, service: 'links' | 'websites'): string {
  return service === 'links' ? settings.linksBaseUrl : effectiveAnalyticsUrl(settings);
}
