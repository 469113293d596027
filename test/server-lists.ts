/** Test helper: the `server.lists` answer of a server without domains, spaces or pixels, and no account read. */
import type { ServerLists } from '../lib/shared/protocol';

export const NO_SERVER_LISTS: ServerLists = { domains: null, spaces: null, pixels: null, account: null };
