/**
 * The enumerations of lib/api's normalized types (docs/API.md sections 2 and 6). Kept apart from
 * schemas.ts, with no zod import, so that the popup and options can list options without loading
 * zod before they show.
 */

export const PRIVACY = ['public', 'private', 'password'] as const;
export type Privacy = (typeof PRIVACY)[number];

/**
 * Targeting: one type and its rows. Names follow the current dialect (docs/API.md section 6); the
 * classic dialect supports none, countries (target_type 1 + country rows), operating_systems
 * (2 + platform rows), languages (language rows) and rotations (4 + rotation rows).
 */
export const TARGETS_TYPES = [
  'none',
  'countries',
  'operating_systems',
  'languages',
  'rotations',
  'continents',
  'browsers',
  'devices',
] as const;
export type TargetsType = (typeof TARGETS_TYPES)[number];
export const CLASSIC_TARGETS_TYPES = [
  'none',
  'countries',
  'operating_systems',
  'languages',
  'rotations',
] as const satisfies readonly TargetsType[];

export const PLATFORMS = ['iOS', 'Android', 'Windows', 'OS X', 'Linux', 'Ubuntu', 'Chrome OS'] as const;

export const LINK_SEARCH_BY = ['title', 'alias', 'url'] as const;
export const LINK_STATUS = ['all', 'active', 'expired', 'disabled'] as const;
export const LINK_SORT = ['newest', 'oldest', 'most_clicks', 'fewest_clicks'] as const;
export const WEBSITE_SORT = ['asc', 'desc'] as const;
export type LinkSearchBy = (typeof LINK_SEARCH_BY)[number];
export type LinkStatusFilter = (typeof LINK_STATUS)[number];
export type LinkSort = (typeof LINK_SORT)[number];
export type WebsiteSort = (typeof WEBSITE_SORT)[number];

/** The two API dialects: classic and current servers name some fields differently. */
export type Dialect = 'classic' | 'current';
