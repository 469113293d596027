// @vitest-environment happy-dom
import { waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendWithStorage } from '../../../test/background';
import { mockedSend, resetOptionsWorld } from '../../../test/options-world';
import { NO_SERVER_LISTS } from '../../../test/server-lists';
import { loadPublicSettings, saveSettings } from '../../background/settings/store';
import { send } from '../rpc';
import { loadProfile, test as testConnection } from './options-actions';
import { optionsFormFromSettings } from './options-form';
import { INITIAL_OPTIONS, type OptionsAction } from './options-reducer';

vi.mock('../rpc', () => ({ send: vi.fn() }));
const sendMock = mockedSend(send);

beforeEach(() => {
  resetOptionsWorld(sendMock);
});

describe('options actions for a profile that is not the active one', () => {
  it("asks the shown profile's server for its domains and spaces", async () => {
    await saveSettings({ apiKey: 'first-key-1111', linksBaseUrl: 'https://one.example' });
    await saveSettings({ apiKey: 'second-key-2222', linksBaseUrl: 'https://two.example' }, 'work');
    const actions: OptionsAction[] = [];

    await loadProfile((action) => actions.push(action), { current: undefined }, 'work');

    await waitFor(() =>
      expect(actions.filter((a) => a.type === 'lists').at(-1)).toEqual({
        type: 'lists',
        lists: NO_SERVER_LISTS,
      }),
    );
    expect(sendMock).toHaveBeenCalledWith('server.lists', { profileId: 'work' });
  });

  it('says the dialect a passing test found, before anything is stored', async () => {
    await saveSettings({ apiKey: 'second-key-2222', linksBaseUrl: 'https://two.example' }, 'work');
    sendMock.mockImplementation(
      sendWithStorage(async (name) =>
        name === 'connection.test'
          ? {
              ok: true,
              value: { links: { ok: true, total: 30, dialect: 'current' }, websites: { ok: true, total: 3 } },
            }
          : { ok: true, value: NO_SERVER_LISTS },
      ),
    );
    const saved = await loadPublicSettings('work');
    const actions: OptionsAction[] = [];

    testConnection({ ...INITIAL_OPTIONS, saved, form: optionsFormFromSettings(saved) }, (a) =>
      actions.push(a),
    );

    await waitFor(() =>
      expect(actions).toContainEqual(expect.objectContaining({ type: 'show', testedDialect: 'current' })),
    );
  });
});
