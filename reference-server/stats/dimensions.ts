/**
 * What the seeded statistics are made of: the values of each dimension with their weights
 * (a larger weight, a larger share of the day's visits). Invented, plausible numbers.
 */
type Table = [value: string, weight: number][];

/**
 * A failed GeoIP or Accept-Language lookup, and a direct visit's referrer: nothing stored. The
 * links service keeps it as SQL NULL, the analytics service as '' (docs/API.md section 7.1);
 * storedValue() in rows.ts writes it in the service's own way.
 */
export const NOTHING = '';

// The values below are in exactly the formats the real servers store (docs/API.md section 7.1):
// `CC:English name` for countries and continents, `CC:City, subdivision` for cities
// (the subdivision only when the database knows it), the referring host alone with its `www.`.
export const COUNTRIES: Table = [
  ['US:United States', 30],
  ['DE:Germany', 12],
  ['GB:United Kingdom', 10],
  ['FR:France', 8],
  ['IN:India', 8],
  ['CA:Canada', 6],
  ['BR:Brazil', 5],
  ['NL:Netherlands', 4],
  ['ES:Spain', 4],
  ['JP:Japan', 4],
  ['AU:Australia', 3],
  ['IT:Italy', 3],
  [NOTHING, 2],
];
export const CITIES: Table = [
  ['US:New York, NY', 10],
  ['US:San Francisco, CA', 8],
  ['DE:Berlin, BE', 7],
  ['GB:London, ENG', 9],
  ['FR:Paris, IDF', 6],
  ['IN:Bengaluru, KA', 6],
  ['CA:Toronto, ON', 5],
  ['BR:São Paulo, SP', 4],
  ['NL:Amsterdam, NH', 4],
  ['ES:Madrid, MD', 3],
  ['JP:Tokyo, 13', 4],
  ['AU:Sydney, NSW', 3],
  ['SG:Singapore', 2],
  [NOTHING, 3],
];
export const CONTINENTS: Table = [
  ['NA:North America', 36],
  ['EU:Europe', 43],
  ['AS:Asia', 12],
  ['SA:South America', 5],
  ['OC:Oceania', 3],
  ['AF:Africa', 1],
  [NOTHING, 2],
];
/** No referrer (a typed address, a bookmark, an app): the views call it Direct. */
export const REFERRERS: Table = [
  [NOTHING, 30],
  ['www.google.com', 28],
  ['news.ycombinator.com', 9],
  ['t.co', 8],
  ['www.reddit.com', 7],
  ['duckduckgo.com', 5],
  ['www.linkedin.com', 5],
  ['www.bing.com', 4],
  ['github.com', 4],
];
export const BROWSERS: Table = [
  ['Chrome', 52],
  ['Safari', 20],
  ['Firefox', 11],
  ['Edge', 10],
  ['Opera', 3],
  ['Samsung Internet', 4],
];
export const SYSTEMS: Table = [
  ['Windows', 34],
  ['macOS', 18],
  ['iOS', 20],
  ['Android', 19],
  ['Linux', 6],
  ['Chrome OS', 3],
];
export const DEVICES: Table = [
  ['desktop', 58],
  ['mobile', 36],
  ['tablet', 6],
];
export const LANGUAGES: Table = [
  ['en', 48],
  [NOTHING, 2],
  ['de', 12],
  ['fr', 9],
  ['es', 8],
  ['pt', 6],
  ['ja', 5],
  ['hi', 4],
  ['it', 4],
  ['nl', 4],
];
export const RESOLUTIONS: Table = [
  ['1920x1080', 30],
  ['1440x900', 12],
  ['2560x1440', 10],
  ['390x844', 14],
  ['412x915', 10],
  ['1366x768', 9],
  ['768x1024', 5],
];
export const PAGES: Table = [
  ['/', 30],
  ['/pricing', 12],
  ['/blog', 14],
  ['/blog/launch-week', 9],
  ['/docs', 11],
  ['/docs/getting-started', 8],
  ['/about', 5],
  ['/contact', 4],
  ['/changelog', 4],
  ['/careers', 3],
];
export const CAMPAIGNS: Table = [
  ['newsletter', 40],
  ['spring-sale', 25],
  ['launch', 20],
  ['partner', 15],
];
/** `name:value:unit`, empty parts kept (a name's own colons are stored as spaces). */
export const EVENTS: Table = [
  ['Signup::', 30],
  ['Download::', 25],
  ['Purchase:49:USD', 8],
  ['Purchase:19.90:EUR', 6],
  ['Outbound link::', 25],
  ['Play video::', 20],
];

/** Visits by hour of day (00..23): quiet nights, a working-day hump. */
export const HOURS: Table = Array.from({ length: 24 }, (_, h) => [
  String(h).padStart(2, '0'),
  h < 6 ? 1 : h < 9 ? 3 + h : h < 18 ? 12 : h < 22 ? 8 : 3,
]);
