/**
 * The messages between extension pages and the background: name -> input schema (protocol) and
 * output type (Outputs). The background validates every input with its schema (lib/background/serve.ts `serve`); pages call
 * `send(name, input)` and get `Result<Output>` back. Adding an operation = one line in each here plus
 * one handler in lib/background/handlers.ts (CONTRIBUTING.md, "A message between a page and the background").
 */
import * as z from 'zod/mini';
import { LINK_SEARCH_BY } from '../api/enums';
import type { ApiErrorData } from '../api/errors';
import { lazy } from '../api/lazy';
import {
  type Account,
  type Dialect,
  type Link,
  linkCreateSchema,
  linkListQuerySchema,
  linkUpdateSchema,
  type NamedRef,
  type Page,
  type Website,
  websiteCreateSchema,
  websiteListQuerySchema,
  websiteUpdateSchema,
} from '../api/schemas';
import {
  PER_PAGE_CHOICES,
  SERIES_NAMES,
  STATS_SERVICES,
  type StatPage,
  type StatSeries,
  TOP_NAMES,
} from '../api/stats/types';
import { BATCH_MAX_URLS, type BatchJob } from './batch';
import { CAMPAIGN_FIELDS, type CampaignField } from './campaign';
import type { ConnectOffer, ConnectOutcome } from './connect';
import type { FindLinksResult } from './find-link/types';
import type { LinkFormValue } from './link-form';
import { PROFILE_ID } from './profiles';
import { type PublicSettings, settingsPatchSchema } from './settings/schema';
import type { StoredCampaigns } from './stored-campaigns';

export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiErrorData };

export type ShortenInput = z.infer<Protocol['shorten']>;

export interface ShortenResult {
  link: Link;
  /** True when an existing short link for the same URL was returned instead of a new one. */
  reused: boolean;
  /** The URL was this link's own short URL: nothing was created. Implies `reused`. */
  alreadyShort?: true;
}

/** What a URL is to the profile: not a short URL of it, one of its links, or a deleted one's. */
export type ShortUrlMatch =
  | { kind: 'none' }
  | { kind: 'link'; link: Link }
  /** On a short domain, but no link of the account has that short URL (deleted, or never made). */
  | { kind: 'missing'; shortUrl: string };

/** The account's short links to one page, as looked up once a session (lib/background/already-shortened). */
export interface PageLinks {
  links: Link[];
  /** When the server answered (epoch ms). */
  fetchedAt: number;
}

export interface HistoryEntry {
  id: number;
  shortUrl: string;
  url: string;
  alias: string;
  createdAt: string;
  /** The profile that made it; absent on entries from before profiles (the first profile's). */
  profileId?: string;
  /** The page's title as the server fetched it (entries saved by earlier versions have none). */
  title?: string | null;
  /** Its clicks, in the answer of a checked `history.list` when the server's newest links hold it. */
  clicks?: number;
}

export interface ServiceCheck {
  ok: boolean;
  /** Number of records the key can see (links or websites), when ok. */
  total?: number;
  dialect?: Dialect;
  error?: ApiErrorData;
}

export interface ConnectionReport {
  links: ServiceCheck;
  websites: ServiceCheck;
}

export interface ServerLists {
  domains: NamedRef[] | null;
  spaces: NamedRef[] | null;
  pixels: NamedRef[] | null;
  account: Account | null;
}

/**
 * A statistics answer. `supported: false`: the server has no statistics route (an
 * older release), the view says so in one line. `data: null` only for `cache: 'only'` with
 * nothing cached. `fetchedAt`: when the server answered (epoch ms; older than now when cached).
 */
export type StatsAnswer<T> =
  | { supported: true; data: T; fetchedAt: number; stale?: true; budget?: StatsBudget }
  | { supported: true; data: null; fetchedAt: null; budget?: StatsBudget }
  | { supported: false };

/** The IANA zone a service's account counts days in; null: the browser's. */
export interface StatsZone {
  timeZone: string | null;
}

/**
 * carried on statistics answers: `budget` is what the worker knows of the service's
 * rate limit after the request (requests left, when the window ends, epoch ms), so the view holds
 * the cards not yet loaded when it runs low. `stale`: the server could not be reached and this
 * is the answer saved at `fetchedAt`, older than the 5 minutes a saved answer is used for.
 */
export interface StatsBudget {
  remaining: number;
  resetAt: number;
}

/** The record a statistics view is about: its name for the heading, its creation for "All time". */
export interface StatsSubject {
  name: string;
  createdAt: string | null;
}

/**
 * Each message's input schema, and nothing else at runtime: the output types are in Outputs, a
 * type only: an output exists for the compiler, never as a value the worker builds at each start.
 *
 * Built on the first message, not when the worker starts: a context-menu click, a
 * shortcut or an alarm never needs them, and building some 35 schemas cost the cold worker's
 * start. `protocolSchemas()` builds them once per worker.
 */
function buildProtocol() {
  const id = z.object({ id: z.int().check(z.minimum(1)) });
  /** Messages without input: only `undefined` passes. */
  const none = z.undefined();
  const shortenInputSchema = z.object({
    ...linkCreateSchema.shape,
    /** Create a new short link even when one already exists for this URL (reuse is a setting). */
    forceNew: z.optional(z.boolean()),
  });
  const profileId = z.string().check(z.refine((id) => PROFILE_ID.test(id), 'Not a profile id.'));
  /** Absent = the active profile. An id not saved yet is a profile the options page is adding. */
  const profileRef = z.object({ profileId: z.optional(profileId) });

  const connectionInputSchema = z.object({
    ...profileRef.shape,
    apiKey: z.optional(z.string()),
    linksBaseUrl: z.optional(z.string()),
    analyticsBaseUrl: z.optional(z.string()),
    /** The new origins the user agreed, by name, to send the saved key to (settings/key-origins.ts). */
    sendKeyTo: z.optional(z.array(z.string()).check(z.maxLength(2))),
  });
  /** A popup draft is the form as the popup typed it: stored as is, read back merged over an empty form. */
  const draftValue = z.custom<LinkFormValue>((value) => typeof value === 'object' && value !== null);
  const draftKey = z.object({ tabUrl: z.string() });
  const campaignValues = z.object(
    Object.fromEntries(CAMPAIGN_FIELDS.map((field) => [field, z.string().check(z.maxLength(500))])) as Record<
      CampaignField,
      z.ZodMiniString
    >,
  );
  /**
   * What both statistics messages ask: whose record, which range. `cache`: 'use' (default) a
   * cached answer under 5 minutes old, else the server; 'only' the cached answer whatever its age,
   * never the network (the popup's first paint); 'refresh' the server (Retry, Refresh).
   * Dates are checked by lib/api (a bad one is a validation error on `from` or `to`).
   */
  const statsRequest = {
    ...profileRef.shape,
    service: z.enum(STATS_SERVICES),
    id: z.int().check(z.minimum(1)),
    from: z.string(),
    to: z.string(),
    cache: z.optional(z.enum(['use', 'only', 'refresh'])),
  };
  return {
    // Pages never import lib/background/settings/store.ts (the key stays in the background; zod stays out of pages).
    'settings.get': z.optional(profileRef),
    'settings.save': z.object({ ...settingsPatchSchema().shape, ...profileRef.shape }),
    'profiles.activate': z.object({ profileId }),
    'profiles.remove': z.object({ profileId }),
    'drafts.save': z.object({ ...draftKey.shape, value: draftValue }),
    'drafts.clear': draftKey,
    /** Stored campaigns (lib/background/campaigns.ts): the worker is its one writer. */
    'campaigns.remember': z.object({ url: z.string() }),
    'campaigns.savePreset': z.object({
      profileId,
      name: z.string().check(z.maxLength(200)),
      values: campaignValues,
    }),
    'campaigns.deletePreset': z.object({ profileId, name: z.string().check(z.maxLength(200)) }),

    shorten: shortenInputSchema,
    'connection.test': connectionInputSchema,
    /** "Connect from this tab": is the tab on a links or analytics server (lib/shared/connect.ts)? */
    'connect.check': z.object({ tabId: z.int().check(z.minimum(0)) }),
    /** On the click: read that server's key, test it there, save the profile (`profileId`: this one). */
    'connect.run': z.object({
      ...profileRef.shape,
      tabId: z.int().check(z.minimum(0)),
      origin: z.string().check(z.regex(/^https?:\/\/[^/]+$/)),
    }),
    /** The named profile's server (Options shows any profile), else the active one's. */
    'server.lists': z.optional(profileRef),
    /** `check`: the popup's open: the saved links are checked with the server first (one request). */
    'history.list': z.optional(z.object({ check: z.optional(z.literal(true)) })),
    'history.clear': none,
    /** The popup's "Find a link": the server's matches for a query on one field (lib/search). */
    findLinks: z.object({ query: z.string(), searchIn: z.enum(LINK_SEARCH_BY) }),

    'links.list': linkListQuerySchema,
    'links.get': id,
    'links.create': linkCreateSchema,
    /** Is this URL one of the profile's short URLs? The manager's New link asks first. */
    'links.recognize': z.object({ url: z.string() }),
    /** The short links to a tab's page; `cache: 'only'` never asks the server. Null: not looked up. */
    'links.forPage': z.object({
      url: z.string(),
      cache: z.optional(z.enum(['use', 'only'])),
      /** As history.list's: the saved answer is checked with the server first (shared, one request). */
      check: z.optional(z.literal(true)),
    }),
    'links.update': z.object({ ...id.shape, input: linkUpdateSchema }),
    'links.remove': id,

    'websites.list': websiteListQuerySchema,
    'websites.get': id,
    'websites.create': websiteCreateSchema,
    'websites.update': z.object({ ...id.shape, input: websiteUpdateSchema }),
    'websites.remove': id,
    /** The tracked website for a host (bare, without www.), or null: the popup's "Track this site". */
    'websites.findByHost': z.object({ host: z.string().check(z.minLength(1)) }),

    /** A time series (clicks; visitors, pageviews), every bucket of the range (gaps at 0). */
    'stats.series': z.object({ ...statsRequest, name: z.enum(SERIES_NAMES) }),
    /** The record a view is about (alias or host), saved with the statistics. */
    'stats.subject': z.object({
      ...profileRef.shape,
      service: z.enum(STATS_SERVICES),
      id: z.int().check(z.minimum(1)),
      cache: z.optional(z.enum(['use', 'refresh'])),
    }),
    /** One page of a top list (referrers, countries...). */
    'stats.top': z.object({
      ...statsRequest,
      name: z.enum(TOP_NAMES),
      page: z.optional(z.int().check(z.minimum(1))),
      perPage: z.optional(z.literal(PER_PAGE_CHOICES)),
      search: z.optional(z.string()),
      sortBy: z.optional(z.enum(['count', 'value'])),
      sort: z.optional(z.enum(['asc', 'desc'])),
    }),
    /**
     * The zone a service counts days in: its account's `timezone`, asked once per
     * browser session (null: the account names none, the server has no account route, or the
     * browser does not know the zone; the views then count in the browser's zone).
     */
    'stats.zone': z.object({ ...profileRef.shape, service: z.enum(STATS_SERVICES) }),

    /** Shorten many: the popup's tabs as one job run by the worker (progress in storage.session). */
    'batch.start': z.object({
      items: z
        .array(z.object({ url: z.string(), title: z.nullable(z.string()) }))
        .check(z.minLength(1), z.maxLength(BATCH_MAX_URLS)),
      /** After asking `tabs` at this click: the worker may have started it on the grant already. */
      claimPending: z.optional(z.boolean()),
    }),
    /** The tabs to take once the `tabs` permission the popup just asked for arrives (its prompt may close the popup). */
    'batch.pending': z.object({ choice: z.enum(['highlighted', 'window']) }),
    /** Forgets the finished job (the popup's Done). */
    'batch.dismiss': none,
  } as const;
}

/** Each message's input schema (see buildProtocol), built on the first call. */
export const protocolSchemas: () => Protocol = lazy(buildProtocol);

/** What a message that answers nothing resolves with: its handler returns Promise<void>. */
// biome-ignore lint/suspicious/noConfusingVoidType: the handlers' own return type, named once.
type Nothing = void;

/** Each message's output type: one entry per message (OutputOf does not compile without it). */
export interface Outputs {
  'settings.get': PublicSettings;
  'settings.save': PublicSettings;
  'profiles.activate': PublicSettings;
  'profiles.remove': PublicSettings;
  'drafts.save': Nothing;
  'drafts.clear': Nothing;
  'campaigns.remember': Nothing;
  'campaigns.savePreset': StoredCampaigns;
  'campaigns.deletePreset': StoredCampaigns;

  shorten: ShortenResult;
  'connection.test': ConnectionReport;
  'connect.check': ConnectOffer;
  'connect.run': ConnectOutcome;
  'server.lists': ServerLists;
  'history.list': HistoryEntry[];
  'history.clear': Nothing;
  findLinks: FindLinksResult;

  'links.list': Page<Link>;
  'links.get': Link;
  'links.create': Link;
  'links.recognize': ShortUrlMatch;
  'links.forPage': PageLinks | null;
  'links.update': Link;
  'links.remove': Nothing;

  'websites.list': Page<Website>;
  'websites.get': Website;
  'websites.create': Website;
  'websites.update': Website;
  'websites.remove': Nothing;
  'websites.findByHost': Website | null;
  'stats.series': StatsAnswer<StatSeries>;
  'stats.top': StatsAnswer<StatPage>;
  'stats.zone': StatsZone;
  'stats.subject': StatsAnswer<StatsSubject>;
  'batch.start': BatchJob;
  'batch.pending': Nothing;
  'batch.dismiss': Nothing;
}

export type Protocol = ReturnType<typeof buildProtocol>;
export type MessageName = keyof Protocol;
export type InputOf<N extends MessageName> = z.input<Protocol[N]>;
export type OutputOf<N extends MessageName> = Outputs[N];

/** The envelope on the wire (runtime.sendMessage). */
export interface Envelope<N extends MessageName = MessageName> {
  type: N;
  input: InputOf<N>;
}
