/**
 * The shape of a dialect adapter: everything that differs between the classic wire format
 * (docs/API.md sections 1–5) and the current one (section 6) lives behind this interface, so the
 * operations in links.ts / websites.ts never spell a wire field themselves.
 */
import type {
  Dialect,
  Link,
  LinkCreateInput,
  LinkListQuery,
  LinkUpdateInput,
  Website,
  WebsiteCreateInput,
  WebsiteListQuery,
  WebsiteUpdateInput,
} from '../schemas';

export type Service = 'links' | 'websites';
/** The normalized record of each service. */
export type RecordOf<S extends Service> = { links: Link; websites: Website }[S];

/** Structurally the `FormValue` of form.ts (kept local so adapters stay pure and testable alone). */
export type WireValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | WireValue[]
  | { [key: string]: WireValue };
export type WireForm = Record<string, WireValue>;
export type WireQuery = Record<string, string | number | undefined>;

export interface EncodeContext {
  /** Milliseconds since the epoch (the current dialect needs "now" as the start of an active period). */
  now: () => number;
}

export interface ParseContext {
  /** Used for the short URL when a record has neither short_url nor a domain. */
  linksBaseUrl: string;
}

export interface DialectAdapter {
  readonly dialect: Dialect;
  encodeLinkCreate(input: LinkCreateInput, context: EncodeContext): WireForm;
  encodeLinkUpdate(input: LinkUpdateInput, context: EncodeContext): WireForm;
  encodeLinkListQuery(query: LinkListQuery): WireQuery;
  encodeWebsiteCreate(input: WebsiteCreateInput): WireForm;
  encodeWebsiteUpdate(input: WebsiteUpdateInput): WireForm;
  encodeWebsiteListQuery(query: WebsiteListQuery): WireQuery;
  /** Per service; throws ApiError `bad_response` when the value is not a record with an id. */
  parse: { [S in Service]: (raw: unknown, context: ParseContext) => RecordOf<S> };
  /** The link fields given in `input` that this server cannot store. */
  unsupported(input: LinkCreateInput | LinkUpdateInput): string[];
  /** A wire field of a 422 answer (`country.0.key`) -> the normalized input field (`targets.0.key`). */
  fieldName(wireField: string, service?: Service): string;
}
