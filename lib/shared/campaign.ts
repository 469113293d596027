/**
 * Campaign parameters: the five `utm_*` values of a destination URL, read from it and
 * written into it. The URL field stays the one source of truth: the campaign fields are a view of
 * its `utm_*` parameters, so the URL previewed, the URL field and the URL sent are one string.
 * The analytics service counts a visit's `utm_campaign` as its campaign (docs/API.md 7.1).
 */

export const CAMPAIGN_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type CampaignField = (typeof CAMPAIGN_FIELDS)[number];
export type CampaignValues = Record<CampaignField, string>;

export const emptyCampaign = (): CampaignValues => ({
  source: '',
  medium: '',
  campaign: '',
  term: '',
  content: '',
});

/** The query parameter of a field: `source` -> `utm_source`. */
export const campaignParam = (field: CampaignField) => `utm_${field}`;

/** An http(s) URL with a host, or null (campaign parameters mean nothing elsewhere). */
function webUrl(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

/** The campaign a URL carries (the first value of each parameter, '' when absent); null: not http(s). */
export function readCampaign(url: string): CampaignValues | null {
  const parsed = webUrl(url);
  if (!parsed) return null;
  const values = emptyCampaign();
  for (const field of CAMPAIGN_FIELDS) values[field] = parsed.searchParams.get(campaignParam(field)) ?? '';
  return values;
}

/** True when any of the five holds something. */
export const hasCampaign = (values: CampaignValues) => CAMPAIGN_FIELDS.some((field) => values[field] !== '');

const encodePair = (name: string, value: string) => new URLSearchParams([[name, value]]).toString();

/**
 * `url` with the campaign `values`: each `utm_*` parameter replaced where it stands, an empty value
 * removed, a new one added at the end (in the order of CAMPAIGN_FIELDS), a repeated one dropped.
 * Every other parameter is kept byte for byte (URLSearchParams' own serialization would rewrite
 * `?flag` as `?flag=` and `a%20b` as `a+b`), and so is the fragment. Returns `url` itself when
 * nothing changes, and null when it is not an http(s) URL.
 */
export function withCampaign(url: string, values: CampaignValues): string | null {
  const parsed = webUrl(url);
  if (!parsed) return null;
  const wanted = new Map(CAMPAIGN_FIELDS.map((field) => [campaignParam(field), values[field]]));
  const seen = new Set<string>();
  const segments: string[] = [];
  let changed = false;
  for (const segment of parsed.search.slice(1).split('&')) {
    if (segment === '') continue;
    const [name = '', current = ''] = [...new URLSearchParams(segment)][0] ?? [];
    const value = wanted.get(name);
    if (value === undefined) {
      segments.push(segment);
    } else if (seen.has(name) || value === '') {
      seen.add(name);
      changed = true;
    } else {
      seen.add(name);
      changed ||= value !== current;
      segments.push(value === current ? segment : encodePair(name, value));
    }
  }
  for (const [name, value] of wanted) {
    if (seen.has(name) || value === '') continue;
    segments.push(encodePair(name, value));
    changed = true;
  }
  if (!changed) return url;
  parsed.search = segments.join('&');
  return parsed.href;
}

/** `url` with one field set to `value` (the others as the URL has them); null: not http(s). */
export function withCampaignField(url: string, field: CampaignField, value: string): string | null {
  const current = readCampaign(url);
  return current && withCampaign(url, { ...current, [field]: value });
}
