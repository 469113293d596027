// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { mockedSend, resetOptionsWorld, typeInto } from '../../../../test/options-world';
import { loadSettings, readStored, saveSettings } from '../../../background/settings/store';
import { send } from '../../rpc';
import { OptionsPage } from '../OptionsPage';

vi.mock('../../rpc', () => ({ send: vi.fn() }));
const sendMock = mockedSend(send);

beforeEach(async () => {
  resetOptionsWorld(sendMock);
  await saveSettings({ apiKey: 'home-key-1234', linksBaseUrl: 'https://home.example' });
});

describe('OptionsPage profiles', () => {
  it('shows one profile by its server host, with no Remove profile', async () => {
    render(<OptionsPage />);
    const select = (await screen.findByLabelText('Profile')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['home.example']);
    expect(screen.queryByRole('button', { name: 'Remove profile' })).toBeNull();
    expect(screen.getByLabelText('API key')).toBeTruthy();
  });

  it('adds a profile: empty fields, its own key, saved beside the first one', async () => {
    render(<OptionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add profile' }));
    await waitFor(() => expect((screen.getByLabelText('Links base URL') as HTMLInputElement).value).toBe(''));
    typeInto('Profile name', 'Work');
    typeInto('API key', 'work-key-5678');
    typeInto('Links base URL', 'https://work.example');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');

    const stored = await readStored();
    expect(stored.profiles.map((p) => p.name)).toEqual(['', 'Work']);
    const work = stored.profiles[1]?.id as string;
    expect(await loadSettings(work)).toMatchObject({
      apiKey: 'work-key-5678',
      linksBaseUrl: 'https://work.example',
    });
    expect((await loadSettings()).apiKey).toBe('home-key-1234'); // The active one is untouched.
  });

  it('asks before removing a profile, and releases the origin no other profile uses', async () => {
    await saveSettings(
      { apiKey: 'work-key-5678', linksBaseUrl: 'https://work.example', profileName: 'Work' },
      'work',
    );
    const remove = vi.fn(async () => true);
    fakeBrowser.permissions.remove = remove as unknown as typeof fakeBrowser.permissions.remove;
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    window.confirm = confirm;
    render(<OptionsPage />);
    fireEvent.change(await screen.findByLabelText('Profile'), { target: { value: 'work' } });
    await waitFor(() =>
      expect((screen.getByLabelText('Links base URL') as HTMLInputElement).value).toBe(
        'https://work.example',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove profile' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Work'));
    expect((await readStored()).profiles).toHaveLength(2); // Declined: nothing removed.

    fireEvent.click(screen.getByRole('button', { name: 'Remove profile' }));
    await screen.findByText('Profile removed.');
    expect((await readStored()).profiles.map((p) => p.id)).toEqual(['default']);
    expect(remove).toHaveBeenCalledWith({ origins: ['https://work.example/*'] });
    expect(screen.queryByRole('button', { name: 'Remove profile' })).toBeNull();
  });
});
