import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { PublicSettings } from '../../shared/settings/schema';
import type { AccountPageRead } from './account-page';
import { type ConnectDeps, checkTab, connectTab } from './connect';

const ORIGIN = 'http://127.0.0.1:8787';
const SAVED = { apiKeyHint: '••••cdef' } as PublicSettings;

function deps(read: AccountPageRead, services: Array<'links' | 'websites'> = ['links', 'websites']) {
  const d = {
    readPage: vi.fn(async () => read),
    test: vi.fn(async () => ({ services, error: new ApiError({ code: 'unauthorized', message: 'no' }) })),
    target: vi.fn(async () => ({ profileId: 'default', patch: {} })),
    save: vi.fn(async () => SAVED),
  } satisfies ConnectDeps;
  return d;
}

describe('checkTab', () => {
  it('offers the origin without asking the page for the key', async () => {
    const d = deps({ origin: ORIGIN, state: 'signed-in' });
    expect(await checkTab(3, d)).toEqual({ state: 'signed-in', origin: ORIGIN });
    expect(d.readPage).toHaveBeenCalledWith(3, false);
  });

  it('offers nothing on a page that is no such server, or that cannot be read', async () => {
    expect(await checkTab(3, deps({ origin: 'https://example.com', state: 'none' }))).toEqual({
      state: 'none',
    });
    const refused = { readPage: vi.fn(async () => Promise.reject(new Error('Cannot access'))) };
    expect(await checkTab(3, refused)).toEqual({ state: 'none' });
  });
});

describe('connectTab', () => {
  it('tests the key read on its own origin and saves the services that answered', async () => {
    const d = deps({ origin: ORIGIN, state: 'signed-in', key: 'demo-key' }, ['links']);
    const outcome = await connectTab({ tabId: 3, origin: ORIGIN }, d);
    expect(d.test).toHaveBeenCalledWith(ORIGIN, 'demo-key');
    expect(d.target).toHaveBeenCalledWith(ORIGIN, 'demo-key', ['links'], undefined);
    expect(outcome).toEqual({ state: 'connected', origin: ORIGIN, services: ['links'], settings: SAVED });
  });

  it('says signed out and tests nothing when the account page sends to the sign-in page', async () => {
    const d = deps({ origin: ORIGIN, state: 'signed-out' });
    expect(await connectTab({ tabId: 3, origin: ORIGIN }, d)).toEqual({
      state: 'signed-out',
      origin: ORIGIN,
    });
    expect(d.test).not.toHaveBeenCalled();
    expect(d.save).not.toHaveBeenCalled();
  });

  it('reads nothing more and sends nothing when the tab moved to another origin since the offer', async () => {
    const d = deps({ origin: 'https://elsewhere.example', state: 'signed-in', key: 'k' });
    await expect(connectTab({ tabId: 3, origin: ORIGIN }, d)).rejects.toMatchObject({
      code: 'unsupported_url',
    });
    expect(d.test).not.toHaveBeenCalled();
  });

  it('saves nothing and reports the server refusal when neither service takes the key', async () => {
    const d = deps({ origin: ORIGIN, state: 'signed-in', key: 'k' }, []);
    await expect(connectTab({ tabId: 3, origin: ORIGIN }, d)).rejects.toMatchObject({ code: 'unauthorized' });
    expect(d.save).not.toHaveBeenCalled();
  });
});
