import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../../api/errors';
import { loadSettings, saveSettings } from './store';

/** The organization's policy: one profile, `org-corp`, locked, with or without its key. */
function policy(apiKey?: string) {
  const profile = {
    id: 'corp',
    name: 'Corp',
    linksBaseUrl: 'https://corp.example/',
    analyticsBaseUrl: 'https://stats.corp.example',
    locked: true,
  };
  vi.spyOn(fakeBrowser.storage.managed, 'get').mockResolvedValue({
    profiles: [{ ...profile, ...(apiKey ? { apiKey } : {}) }],
  } as never); // the fake's typing knows no managed storage
}

async function refusal(save: Promise<unknown>): Promise<ApiError> {
  const error = await save.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

describe('saveSettings on a profile locked by policy', () => {
  it('refuses a changed address or name at its field and saves nothing', async () => {
    // Arrange
    policy();

    // Act
    const error = await refusal(
      saveSettings(
        { linksBaseUrl: 'https://mine.example', profileName: 'Mine', notifications: false },
        'org-corp',
      ),
    );

    // Assert
    expect(error.code).toBe('validation');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['linksBaseUrl', 'profileName']);
    expect(error.fields?.linksBaseUrl).toEqual(['profile_managedField']);
    expect(await loadSettings('org-corp')).toMatchObject({
      linksBaseUrl: 'https://corp.example/',
      notifications: true,
    });
  });

  it('refuses a typed key when the policy gives the key', async () => {
    // Arrange
    policy('corp-secret-key-9d2e');

    // Act
    const error = await refusal(saveSettings({ apiKey: 'my-own-key-1234' }, 'org-corp'));

    // Assert
    expect(Object.keys(error.fields ?? {})).toEqual(['apiKey']);
    expect((await loadSettings('org-corp')).apiKey).toBe('corp-secret-key-9d2e');
  });

  it('saves the policy’s own values and the user’s preferences as sent by Options', async () => {
    // Arrange
    policy('corp-secret-key-9d2e');

    // Act
    const saved = await saveSettings(
      {
        apiKey: '',
        profileName: 'Corp',
        linksBaseUrl: 'https://corp.example',
        analyticsBaseUrl: 'https://stats.corp.example/',
        notifications: false,
      },
      'org-corp',
    );

    // Assert
    expect(saved).toMatchObject({
      notifications: false,
      managed: 'locked',
      managedKey: true,
      apiKeyHint: '••••9d2e',
    });
  });

  it('saves a typed key when the policy locks the addresses but gives no key', async () => {
    // Arrange
    policy();

    // Act
    const saved = await saveSettings({ apiKey: 'my-own-key-1234' }, 'org-corp');

    // Assert
    expect(saved).toMatchObject({ managedKey: false, apiKeyHint: '••••1234' });
    expect((await loadSettings('org-corp')).apiKey).toBe('my-own-key-1234');
  });
});
