/**
 * The messages between extension pages and the background: name -> input schema and output
 * type. The background validates every input with its schema (lib/serve.ts `serve`); pages call
 * `send(name, input)` and get `Result<Output>` back. Adding an operation = one line here plus
 * one handler in lib/handlers.ts (CONTRIBUTING.md, "A message between a page and the background").
 */
import * as z from 'zod/mini';
import { LINK_SEARCH_BY } from './api/enums';
import type { ApiErrorData } from './api/errors';
import {
  type Account,
  atLeast,
  bool,
  type Dialect,
  integer,
  type Link,
  linkCreateSchema,
  linkListQuerySchema,
  linkUpdateSchema,
  type NamedRef,
  notEmpty,
  oneOf,
  type Page,
  type Website,
  websiteCreateSchema,
  websiteListQuerySchema,
  websiteUpdateSchema,
} from './api/schemas';
import type { LinkFormValue } from './link-form';
import { PROFILE_ID } from './profiles';
import type { FindLinksResult } from './search/types';
import { type PublicSettings, settingsPatchSchema } from './settings';

export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiErrorData };

const id = z.object({ id: integer(atLeast(1)) });
/** Messages without input: only `undefined` passes (a custom check: z.never() costs more bytes). */
const none = z.custom<undefined>((value) => value === undefined);

// Extending by spreading the shape: z.extend would add its own code to the background bundle.
export const shortenInputSchema = z.object({
  ...linkCreateSchema.shape,
  /** Create a new short link even when one already exists for this URL (reuse is a setting). */
  forceNew: z.optional(bool()),
});
export type ShortenInput = z.infer<typeof shortenInputSchema>;

export interface ShortenResult {
  link: Link;
  /** True when an existing short link for the same URL was returned instead of a new one. */
  reused: boolean;
}

export interface HistoryEntry {
  id: number;
  shortUrl: string;
  url: string;
  alias: string;
  createdAt: string;
  /** The profile that made it; absent on entries from before profiles (the first profile's). */
  profileId?: string;
  /** The page's title as the server fetched it (entries from before issue 15 have none). */
  title?: string | null;
}

const profileId = z.string().check(z.refine((id) => PROFILE_ID.test(id), 'Not a profile id.'));
/** Absent = the active profile. An id not saved yet is a profile the options page is adding. */
const profileRef = z.object({ profileId: z.optional(profileId) });

export const connectionInputSchema = z.object({
  ...profileRef.shape,
  apiKey: z.optional(z.string()),
  linksBaseUrl: z.optional(z.string()),
  analyticsBaseUrl: z.optional(z.string()),
});

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

/** A popup draft is the form as the popup typed it: stored as is, read back merged over an empty form. */
const draftValue = z.custom<LinkFormValue>((value) => typeof value === 'object' && value !== null);
const draftKey = z.object({ tabUrl: z.string() });

/** Phantom carrier for an output type (never read at runtime). */
const out = <T>() => undefined as unknown as T;

export const protocol = {
  // Pages never import lib/settings.ts (the key stays in the background; zod stays out of pages).
  'settings.get': { input: z.optional(profileRef), output: out<PublicSettings>() },
  'settings.save': {
    input: z.object({ ...settingsPatchSchema.shape, ...profileRef.shape }),
    output: out<PublicSettings>(),
  },
  'profiles.activate': { input: z.object({ profileId }), output: out<PublicSettings>() },
  'profiles.remove': { input: z.object({ profileId }), output: out<PublicSettings>() },
  'drafts.save': { input: z.object({ ...draftKey.shape, value: draftValue }), output: out<void>() },
  'drafts.clear': { input: draftKey, output: out<void>() },

  shorten: { input: shortenInputSchema, output: out<ShortenResult>() },
  'connection.test': { input: connectionInputSchema, output: out<ConnectionReport>() },
  'server.lists': { input: none, output: out<ServerLists>() },
  'history.list': { input: none, output: out<HistoryEntry[]>() },
  'history.clear': { input: none, output: out<void>() },
  /** The popup's "Find a link": the server's matches for a query on one field (lib/search). */
  findLinks: {
    input: z.object({ query: z.string(), searchIn: oneOf(LINK_SEARCH_BY) }),
    output: out<FindLinksResult>(),
  },

  'links.list': { input: linkListQuerySchema, output: out<Page<Link>>() },
  'links.get': { input: id, output: out<Link>() },
  'links.create': { input: linkCreateSchema, output: out<Link>() },
  'links.update': { input: z.object({ ...id.shape, input: linkUpdateSchema }), output: out<Link>() },
  'links.remove': { input: id, output: out<void>() },

  'websites.list': { input: websiteListQuerySchema, output: out<Page<Website>>() },
  'websites.get': { input: id, output: out<Website>() },
  'websites.create': { input: websiteCreateSchema, output: out<Website>() },
  'websites.update': {
    input: z.object({ ...id.shape, input: websiteUpdateSchema }),
    output: out<Website>(),
  },
  'websites.remove': { input: id, output: out<void>() },
  /** The tracked website for a host (bare, without www.), or null: the popup's "Track this site". */
  'websites.findByHost': {
    input: z.object({ host: z.string().check(notEmpty()) }),
    output: out<Website | null>(),
  },
} as const;

export type Protocol = typeof protocol;
export type MessageName = keyof Protocol;
export type InputOf<N extends MessageName> = z.input<Protocol[N]['input']>;
export type OutputOf<N extends MessageName> = Protocol[N]['output'];

/** The envelope on the wire (runtime.sendMessage). */
export interface Envelope<N extends MessageName = MessageName> {
  type: N;
  input: InputOf<N>;
}
