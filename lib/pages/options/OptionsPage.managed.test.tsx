// @vitest-environment happy-dom
import { render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { mockedSend, resetOptionsWorld } from '../../../test/options-world';
import { send } from '../rpc';
import { OptionsPage } from './OptionsPage';

vi.mock('../rpc', () => ({ send: vi.fn() }));
const sendMock = mockedSend(send);

/** The organization's policy: one locked profile, with or without its key. */
function policy(apiKey?: string) {
  const profile = { id: 'corp', name: 'Corp', linksBaseUrl: 'https://corp.example', locked: true };
  vi.spyOn(fakeBrowser.storage.managed, 'get').mockResolvedValue({
    profiles: [{ ...profile, ...(apiKey ? { apiKey } : {}) }],
  } as never); // the fake's typing knows no managed storage
}

beforeEach(() => {
  resetOptionsWorld(sendMock);
});

describe('OptionsPage with a profile locked by policy', () => {
  it('shows the key the policy gives by its last four characters, not editable', async () => {
    // Arrange
    policy('corp-secret-key-9d2e');

    // Act
    render(<OptionsPage />);
    const key = await screen.findByLabelText<HTMLInputElement>('API key');

    // Assert
    expect(key.readOnly).toBe(true);
    expect(key.getAttribute('placeholder')).toBe('Saved key ••••9d2e');
    expect(screen.getByText('Set by your organization. It can’t be changed here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show key' })).toBeNull();
    expect(document.body.textContent).not.toContain('corp-secret-key');
  });

  it('lets the user type the key when the policy locks the addresses but gives no key', async () => {
    // Arrange
    policy();

    // Act
    render(<OptionsPage />);
    const key = await screen.findByLabelText<HTMLInputElement>('API key');

    // Assert
    expect(key.readOnly).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Links base URL').readOnly).toBe(true);
    expect(screen.queryByText('Set by your organization. It can’t be changed here.')).toBeNull();
  });
});
