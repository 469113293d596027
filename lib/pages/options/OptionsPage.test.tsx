// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendWithStorage } from '../../../test/background';
import { mockedSend, resetOptionsWorld, typeInto } from '../../../test/options-world';
import { NO_SERVER_LISTS } from '../../../test/server-lists';
import { loadSettings, saveSettings } from '../../background/settings/store';
import { send } from '../rpc';
import { OptionsPage } from './OptionsPage';

vi.mock('../rpc', () => ({ send: vi.fn() }));
const sendMock = mockedSend(send);
let request: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  ({ request } = resetOptionsWorld(sendMock));
});

describe('OptionsPage', () => {
  it('validates, asks for the host permission, then saves', async () => {
    render(<OptionsPage />);
    await screen.findByLabelText('API key');
    typeInto('API key', 'secret-key-3f9a');
    typeInto('Links base URL', 'http://127.0.0.1:8080/');
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(request).toHaveBeenCalledWith({ origins: ['http://127.0.0.1/*'] });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Settings saved.'));
    const stored = await loadSettings();
    expect([stored.apiKey, stored.linksBaseUrl]).toEqual(['secret-key-3f9a', 'http://127.0.0.1:8080']);
    expect(screen.getByLabelText<HTMLInputElement>('API key').value).toBe('');
    expect(screen.getByLabelText('API key').getAttribute('placeholder')).toBe('Saved key ••••3f9a');
    expect(screen.getByText('Leave it empty to keep the saved key.')).toBeTruthy();
  });

  it('shows invalid URLs next to their field and asks for nothing', async () => {
    render(<OptionsPage />);
    await screen.findByLabelText('API key');
    typeInto('API key', 'k');
    typeInto('Links base URL', 'sho.rt');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Links base URL').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('warns about plain http off this computer', async () => {
    render(<OptionsPage />);
    await screen.findByLabelText('Links base URL');
    typeInto('Links base URL', 'http://sho.rt');
    expect(screen.getByText(/travel unencrypted/)).toBeTruthy();
  });

  it('explains a denied permission and saves nothing', async () => {
    request.mockResolvedValue(false);
    render(<OptionsPage />);
    await screen.findByLabelText('API key');
    typeInto('API key', 'k');
    typeInto('Links base URL', 'https://sho.rt');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('https://sho.rt');
    expect((await loadSettings()).linksBaseUrl).toBe('');
  });

  it('tests the connection with the typed values and says what is wrong where', async () => {
    await saveSettings({ apiKey: 'saved-key-1234', linksBaseUrl: 'https://sho.rt' });
    sendMock.mockImplementation(
      sendWithStorage(async (name) =>
        name === 'connection.test'
          ? {
              ok: true,
              value: {
                links: { ok: false, error: { code: 'unauthorized', message: '' } },
                websites: { ok: true, total: 3 },
              },
            }
          : { ok: true, value: NO_SERVER_LISTS },
      ),
    );
    render(<OptionsPage />);
    await screen.findByLabelText('API key');
    typeInto('API key', 'typed-key');
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await screen.findByRole('alert');
    expect(sendMock).toHaveBeenCalledWith('connection.test', {
      profileId: 'default',
      apiKey: 'typed-key',
      linksBaseUrl: 'https://sho.rt',
    });
    expect(screen.getByLabelText('API key').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Connected: 3 websites');
  });

  it('flags every empty connection field when Test connection is clicked on a first run', async () => {
    render(<OptionsPage />);
    await screen.findByLabelText('API key');

    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));

    await waitFor(() => expect(screen.getByLabelText('API key').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Links base URL').getAttribute('aria-invalid')).toBe('true');
    expect(sendMock.mock.calls.filter(([name]) => name === 'connection.test')).toEqual([]);
  });

  it('offers the server version with the detected dialect', async () => {
    await saveSettings({ detectedDialect: { links: 'current', websites: null } });
    render(<OptionsPage />);
    const select = await screen.findByLabelText('Server version');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Automatic',
      'Classic',
      'Current',
    ]);
    expect(screen.getByText('Detected: Current')).toBeTruthy();
  });
});
