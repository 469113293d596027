/**
 * What the seeded statistics are made of: the values of each dimension with their weights
 * (a larger weight, a larger share of the day's visits). Invented, plausible numbers.
 */
type Table = [value: string, weight: number][];

export const COUNTRIES: Table = [
  ['US', 30],
  ['DE', 12],
  ['GB', 10],
  ['FR', 8],
  ['IN', 8],
  ['CA', 6],
  ['BR', 5],
  ['NL', 4],
  ['ES', 4],
  ['JP', 4],
  ['AU', 3],
  ['IT', 3],
  ['SE', 2],
];
export const CITIES: Table = [
  ['New York', 10],
  ['San Francisco', 8],
  ['Berlin', 7],
  ['London', 9],
  ['Paris', 6],
  ['Bengaluru', 6],
  ['Toronto', 5],
  ['São Paulo', 4],
  ['Amsterdam', 4],
  ['Madrid', 3],
  ['Tokyo', 4],
  ['Sydney', 3],
  ['Milan', 2],
];
export const CONTINENTS: Table = [
  ['NA', 36],
  ['EU', 43],
  ['AS', 12],
  ['SA', 5],
  ['OC', 3],
  ['AF', 1],
];
/** '' = no referrer (a typed address, a bookmark, an app): the views call it Direct. */
export const REFERRERS: Table = [
  ['', 30],
  ['google.com', 28],
  ['news.ycombinator.com', 9],
  ['twitter.com', 8],
  ['reddit.com', 7],
  ['duckduckgo.com', 5],
  ['linkedin.com', 5],
  ['bing.com', 4],
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
export const EVENTS: Table = [
  ['Signup', 30],
  ['Download', 25],
  ['Outbound link', 25],
  ['Play video', 20],
];

/** Visits by hour of day (00..23): quiet nights, a working-day hump. */
export const HOURS: Table = Array.from({ length: 24 }, (_, h) => [
  String(h).padStart(2, '0'),
  h < 6 ? 1 : h < 9 ? 3 + h : h < 18 ? 12 : h < 22 ? 8 : 3,
]);
