import type { Account, Data } from './model.ts';
import type { Store } from './store.ts';
import type { ServerDialect } from './types.ts';
import type { Input } from './validate.ts';

/** Everything a resource handler needs for one authenticated API request. */
export interface Ctx {
  method: string;
  path: string;
  /** Route parameter (the numeric id), when the route has one. */
  id: number | null;
  query: Record<string, unknown>;
  /** The body after Laravel-style normalization (trimmed, empty strings as null). */
  input: Input;
  account: Account;
  data: Data;
  store: Store;
  now: number;
  dialect: ServerDialect;
  /** The server's own URL: short URLs of links on no domain. */
  baseUrl: string;
  /** Scheme + host the request came to + path: Laravel builds paginator links from it. */
  requestUrl: string;
}
