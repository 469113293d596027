/**
 * The store listings in store/<locale>/ (listing.json and description.txt) and the limits of the
 * three stores' forms. Where one text goes to several stores, it must fit the strictest.
 *
 * Sources of the limits (as of 2026-11):
 * - name: Edge Add-ons 45 characters, addons.mozilla.org 50, Chrome Web Store 75 (MDN,
 *   "manifest.json > name"; AMO's DescribeForm in mozilla/addons-server, `max_length=50`).
 *   Chrome and Edge show the manifest's name: it must be the locale's `extName`.
 * - summary: 132 characters, the manifest description Chrome and Edge show as the short
 *   description (developer.chrome.com, "Manifest - Description"); AMO's summary allows 250
 *   (addons-server DescribeForm, `max_length=250`). It must be the locale's `extDescription`.
 * - description: Edge "less than 10,000 characters" (Microsoft Learn, "Publish a Microsoft
 *   Edge extension", Store listing details); Chrome 16,000; AMO requires at least 10. The floor of
 *   250 is this project's: a description that says what the extension does and how it treats
 *   data does not fit in less.
 * - searchTerms (Edge): at most 7 terms, 30 characters each, 21 words in all (Microsoft Learn,
 *   same page, "Search terms requirements").
 * - singlePurpose and each permission's justification (Chrome's "Privacy practices" tab): no
 *   published limit; 1,000 characters is this project's guard to keep them readable.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface Listing {
  name: string;
  summary: string;
  singlePurpose: string;
  permissions: Record<string, string>;
  searchTerms: string[];
  /** store/<locale>/description.txt: plain text, for all three stores. */
  description: string;
}

export const LIMITS = {
  name: 45,
  summary: 132,
  description: { min: 250, max: 9_999 },
  searchTerms: { count: 7, length: 30, words: 21 },
  justification: 1_000,
} as const;

/**
 * The store images in store/images/ (scripts/store-images.ts draws them), PNG without alpha, as
 * the Chrome Web Store asks ("24-bit PNG, no alpha"): screenshots of 1280x800, a size Chrome
 * (1280x800 or 640x400), Edge (1280x800 or 640x480) and addons.mozilla.org (any) all take, and
 * the 440x280 small promo tile of Chrome and Edge. Five screenshots: the most the Chrome Web Store
 * shows.
 */
export const STORE_IMAGES = {
  'screenshot-1-shorten.png': { width: 1280, height: 800 },
  'screenshot-2-find-link.png': { width: 1280, height: 800 },
  'screenshot-3-manager.png': { width: 1280, height: 800 },
  'screenshot-4-manager-edit-dark.png': { width: 1280, height: 800 },
  'screenshot-5-statistics.png': { width: 1280, height: 800 },
  'promo-small-440x280.png': { width: 440, height: 280 },
} as const;

/** The listing of one locale, as the store/ folder holds it. */
export function readListing(storeDir: string, locale: string): Listing {
  const dir = resolve(storeDir, locale);
  const listing = JSON.parse(readFileSync(resolve(dir, 'listing.json'), 'utf8')) as Omit<
    Listing,
    'description'
  >;
  const descriptionFile = resolve(dir, 'description.txt');
  const description = existsSync(descriptionFile) ? readFileSync(descriptionFile, 'utf8').trim() : '';
  return { ...listing, description };
}

/** The locales store/ has a listing for (its folders, except images). */
export function listingLocales(storeDir: string): string[] {
  return readdirSync(storeDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'images')
    .map((entry) => entry.name)
    .sort();
}

/** Characters as the stores count them: code points, not UTF-16 units. */
export const length = (text: string) => [...text].length;

/** Every way `listing` breaks a store limit, as sentences; empty when it fits everywhere. */
export function listingProblems(listing: Listing): string[] {
  const problems: string[] = [];
  const atMost = (what: string, text: string, max: number) => {
    if (length(text) > max) problems.push(`${what} has ${length(text)} characters, over ${max}`);
  };
  const present = (what: string, text: unknown) => {
    if (typeof text !== 'string' || text.trim() === '') problems.push(`${what} is missing`);
    return typeof text === 'string';
  };
  if (present('name', listing.name)) atMost('name', listing.name, LIMITS.name);
  if (present('summary', listing.summary)) atMost('summary', listing.summary, LIMITS.summary);
  if (present('singlePurpose', listing.singlePurpose))
    atMost('singlePurpose', listing.singlePurpose, LIMITS.justification);
  if (present('description', listing.description)) {
    const size = length(listing.description);
    const { min, max } = LIMITS.description;
    if (size < min || size > max) problems.push(`description has ${size} characters, outside ${min}-${max}`);
  }
  for (const [permission, why] of Object.entries(listing.permissions ?? {})) {
    if (present(`permissions.${permission}`, why))
      atMost(`permissions.${permission}`, why, LIMITS.justification);
  }
  const terms = listing.searchTerms ?? [];
  const { count, length: termLength, words } = LIMITS.searchTerms;
  if (terms.length > count) problems.push(`searchTerms has ${terms.length} terms, over ${count}`);
  for (const term of terms) atMost(`search term "${term}"`, term, termLength);
  const wordCount = terms.join(' ').split(/\s+/).filter(Boolean).length;
  if (wordCount > words) problems.push(`searchTerms have ${wordCount} words, over ${words}`);
  return problems;
}
