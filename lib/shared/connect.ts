/**
 * "Connect from this tab": what the worker tells the popup about the tab's server, and what a
 * connection made from it gave. Shared by the protocol (lib/shared/protocol.ts) and the popup.
 */
import type { PublicSettings } from './settings/schema';

/** The account page's path on both services, and the sign-in page's. */
export const ACCOUNT_API_PATH = '/account/api';
export const SIGN_IN_PATH = '/login';

/**
 * What the tab's origin is: a links or analytics server the user is signed in to
 * ('signed-in'), one whose account page sends to its sign-in page ('signed-out'), or neither.
 */
export type ConnectOffer = { state: 'none' } | { state: 'signed-in' | 'signed-out'; origin: string };

export type ConnectOutcome =
  | { state: 'signed-out'; origin: string }
  | {
      state: 'connected';
      origin: string;
      /** Which services the origin answered with the key: its address went into the profile. */
      services: Array<'links' | 'websites'>;
      /** The saved profile, now the active one (its key only as a hint). */
      settings: PublicSettings;
    };
