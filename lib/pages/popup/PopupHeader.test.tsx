// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import { DEFAULT_SETTINGS, type PublicSettings } from '../../shared/settings/schema';
import { mountHeader } from './PopupHeader';

const settings: PublicSettings = {
  ...DEFAULT_SETTINGS,
  linksBaseUrl: 'https://sho.rt',
  apiKeyHint: '••••cdef',
  profiles: [],
  activeProfile: DEFAULT_SETTINGS.profileId,
};

beforeEach(() => {
  useEnglishMessages();
  document.body.innerHTML = '<header id="popup-header"></header>';
});

const host = () => document.querySelector('.server-host')?.textContent;

describe('mountHeader', () => {
  it('shows the server once the settings are known', () => {
    mountHeader(null);
    mountHeader(settings);
    expect(host()).toBe('sho.rt');
  });

  it('keeps the server when the call made before the settings resolves after them', () => {
    // Arrange: the first dynamic import waits for the header's stylesheet, a later one does not
    mountHeader(settings);
    // Act
    mountHeader(null);
    // Assert: the screenshots once caught an empty header this way
    expect(host()).toBe('sho.rt');
    expect(document.querySelector('a[href="/manager.html"]')).not.toBeNull();
  });
});
