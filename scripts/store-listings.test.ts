import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json';
import config from '../wxt.config';
import { ROOT } from './release/paths';
import {
  LIMITS,
  type Listing,
  listingLocales,
  listingProblems,
  readListing,
  STORE_IMAGES,
} from './store-listings';

const STORE = resolve(ROOT, 'store');
const LOCALES = readdirSync(resolve(ROOT, 'public/_locales')).sort();
const messages = (locale: string) =>
  JSON.parse(readFileSync(resolve(ROOT, 'public/_locales', locale, 'messages.json'), 'utf8')) as Record<
    string,
    { message: string }
  >;
const storeConfig = JSON.parse(readFileSync(resolve(STORE, 'store.json'), 'utf8'));

type ManifestFunction = (env: object) => {
  permissions?: string[];
  optional_permissions?: string[];
  optional_host_permissions?: string[];
};

/** The permissions the production manifests ask for; host access (optional) as `hostPermissions`. */
function manifestPermissions(): string[] {
  const manifest = config.manifest as ManifestFunction;
  const builds = [
    manifest({ browser: 'chrome', manifestVersion: 3, mode: 'production', command: 'build' }),
    manifest({ browser: 'firefox', manifestVersion: 2, mode: 'production', command: 'build' }),
  ];
  const names = new Set<string>();
  for (const build of builds) {
    for (const permission of [...(build.permissions ?? []), ...(build.optional_permissions ?? [])]) {
      names.add(permission.includes('://') ? 'hostPermissions' : permission);
    }
    if (build.optional_host_permissions?.length) names.add('hostPermissions');
  }
  return [...names].sort();
}

const fitting: Listing = {
  name: 'Shortener',
  summary: 'Shorten links.',
  singlePurpose: 'Shortens links on the user’s server.',
  permissions: { storage: 'Keeps the settings.' },
  searchTerms: ['link shortener'],
  description: 'x'.repeat(LIMITS.description.min),
};

describe('listingProblems', () => {
  it('finds nothing in a listing within every limit', () => {
    expect(listingProblems(fitting)).toEqual([]);
  });

  it('reports a name and a summary over the strictest store limit, counting characters, not bytes', () => {
    const listing = { ...fitting, name: 'é'.repeat(46), summary: 'ü'.repeat(133) };

    expect(listingProblems(listing)).toEqual([
      'name has 46 characters, over 45',
      'summary has 133 characters, over 132',
    ]);
    expect(listingProblems({ ...listing, name: 'é'.repeat(45), summary: 'ü'.repeat(132) })).toEqual([]);
  });

  it("reports a description shorter than 250 or of 10,000 characters and more (Edge's limit)", () => {
    expect(listingProblems({ ...fitting, description: 'short' })).toEqual([
      'description has 5 characters, outside 250-9999',
    ]);
    expect(listingProblems({ ...fitting, description: 'x'.repeat(10_000) })).toEqual([
      'description has 10000 characters, outside 250-9999',
    ]);
  });

  it("reports Edge's search term limits: 7 terms, 30 characters each, 21 words", () => {
    const terms = [
      'one two three',
      'four five six',
      'seven eight nine',
      'ten eleven twelve',
      'a b c',
      'd e f',
      'g h i',
    ];

    expect(listingProblems({ ...fitting, searchTerms: [...terms, 'eight'] })).toEqual([
      'searchTerms has 8 terms, over 7',
      'searchTerms have 22 words, over 21',
    ]);
    expect(listingProblems({ ...fitting, searchTerms: ['x'.repeat(31)] })).toEqual([
      `search term "${'x'.repeat(31)}" has 31 characters, over 30`,
    ]);
  });

  it('reports a missing text and an empty permission justification', () => {
    expect(listingProblems({ ...fitting, singlePurpose: '', permissions: { storage: ' ' } })).toEqual([
      'singlePurpose is missing',
      'permissions.storage is missing',
    ]);
  });
});

describe('store listings', () => {
  const english = readListing(STORE, 'en');

  it('exist for every locale the extension speaks, and no other', () => {
    expect(listingLocales(STORE)).toEqual(LOCALES);
    expect(Object.keys(storeConfig.locales).sort()).toEqual(LOCALES);
  });

  it('explain exactly the permissions the manifests ask for', () => {
    expect(Object.keys(english.permissions).sort()).toEqual(manifestPermissions());
  });

  it('name the repository, privacy policy and support of package.json', () => {
    expect(storeConfig.homepage).toBe(pkg.homepage);
    expect(storeConfig.privacyPolicy).toBe(`${pkg.homepage}/blob/main/PRIVACY.md`);
    expect(storeConfig.support).toBe(`${pkg.homepage}/issues`);
  });

  describe.each(LOCALES)('%s', (locale) => {
    const listing = readListing(STORE, locale);

    it('has every text of the English listing, each permission explained', () => {
      expect(Object.keys(listing).sort()).toEqual(Object.keys(english).sort());
      expect(Object.keys(listing.permissions).sort()).toEqual(Object.keys(english.permissions).sort());
      expect(listing.description).not.toBe('');
      expect(listing.searchTerms.length).toBeGreaterThan(0);
    });

    it("fits every store's limits", () => {
      expect(listingProblems(listing)).toEqual([]);
    });

    it("uses the manifest's name and description, which Chrome and Edge show", () => {
      expect(listing.name).toBe(messages(locale).extName?.message);
      expect(listing.summary).toBe(messages(locale).extDescription?.message);
    });

    it('links the privacy policy and the repository in its description', () => {
      expect(listing.description).toContain(storeConfig.privacyPolicy);
      expect(listing.description).toContain(storeConfig.homepage);
    });

    it.skipIf(locale === 'en')('is translated: its description is not the English one', () => {
      expect(listing.description).not.toBe(english.description);
    });
  });
});

describe('store images (npm run screenshots)', () => {
  const IMAGES = resolve(STORE, 'images');

  it('are exactly the images the stores are given', () => {
    expect(readdirSync(IMAGES).sort()).toEqual(Object.keys(STORE_IMAGES).sort());
  });

  it.each(Object.entries(STORE_IMAGES))('%s is %o, a PNG without alpha', (file, size) => {
    const png = PNG.sync.read(readFileSync(resolve(IMAGES, file)));

    expect({ width: png.width, height: png.height }).toEqual(size);
    // Chrome Web Store: "24-bit PNG (no alpha)": 8 bits per channel, RGB.
    expect([png.colorType, png.depth]).toEqual([2, 8]);
  });
});
