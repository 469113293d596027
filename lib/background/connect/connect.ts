/**
 * "Connect from this tab", the worker's side: `checkTab` tells the popup whether the tab is on a
 * links or analytics server (and whether the user is signed in there); `connectTab`, on the
 * user's click, reads the key from that server's account page, tests it on the same origin, and
 * saves the profile. The key goes nowhere but the origin it was read from.
 */
import { ApiError } from '../../api/errors';
import type { ConnectOffer, ConnectOutcome } from '../../shared/connect';
import type { Service } from '../api-clients';
import type { AccountPageRead } from './account-page';
import type { ConnectTarget } from './target-profile';

export interface ConnectDeps {
  /** Runs readAccountPage in the tab (account-page.ts). */
  readPage(tabId: number, withKey: boolean): Promise<AccountPageRead>;
  /** Which services answer `key` at `origin` (a links list, a websites list); else the links error. */
  test(origin: string, key: string): Promise<{ services: Service[]; error?: ApiError }>;
  /** Where the connection goes (target-profile.ts), from the stored settings. */
  target(origin: string, key: string, services: Service[], requested?: string): Promise<ConnectTarget>;
  /** Saves the patch into the profile and makes it the active one. */
  save(target: ConnectTarget): Promise<Extract<ConnectOutcome, { state: 'connected' }>['settings']>;
}

export async function checkTab(tabId: number, deps: Pick<ConnectDeps, 'readPage'>): Promise<ConnectOffer> {
  const read = await deps.readPage(tabId, false).catch(() => null);
  if (!read || read.state === 'none') return { state: 'none' };
  return { state: read.state, origin: read.origin };
}

export async function connectTab(
  input: { tabId: number; origin: string; profileId?: string | undefined },
  deps: ConnectDeps,
): Promise<ConnectOutcome> {
  const read = await deps.readPage(input.tabId, true).catch(() => null);
  // The tab moved on since the offer: the permission the user gave was for the offered origin.
  if (!read || read.origin !== input.origin)
    throw new ApiError({ code: 'unsupported_url', message: `The tab is no longer on ${input.origin}.` });
  if (read.state === 'signed-out') return { state: 'signed-out', origin: read.origin };
  if (read.state !== 'signed-in' || !read.key)
    throw new ApiError({ code: 'unsupported_url', message: `${input.origin} shows no API key.` });

  const tested = await deps.test(read.origin, read.key);
  if (tested.services.length === 0)
    throw (
      tested.error ?? new ApiError({ code: 'not_found', message: `${read.origin} answers neither service.` })
    );
  const settings = await deps.save(
    await deps.target(read.origin, read.key, tested.services, input.profileId),
  );
  return { state: 'connected', origin: read.origin, services: tested.services, settings };
}
