// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockedSend, resetOptionsWorld, typeInto } from '../../../test/options-world';
import { loadSettings, saveSettings } from '../../background/settings/store';
import { send } from '../rpc';
import { OptionsPage } from './OptionsPage';

vi.mock('../rpc', () => ({ send: vi.fn() }));
const sendMock = mockedSend(send);
let request: ReturnType<typeof vi.fn>;

const OLD = 'https://sho.rt';
const NEW = 'https://new.example';
const QUESTION = `The saved key was typed for another address. Type the key again for ${NEW}, or send the saved key there.`;

beforeEach(async () => {
  ({ request } = resetOptionsWorld(sendMock));
  await saveSettings({ apiKey: 'saved-key-1234', linksBaseUrl: OLD });
});

async function moveAddress() {
  render(<OptionsPage />);
  await screen.findByLabelText('API key');
  typeInto('Links base URL', NEW);
}

const keyDescription = () => {
  const ids = screen.getByLabelText('API key').getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};

describe('OptionsPage when an address moves to another origin', () => {
  it('asks at the key field on Save, sends nothing and keeps what was typed', async () => {
    await moveAddress();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByLabelText('API key').getAttribute('aria-invalid')).toBe('true');
    expect(keyDescription()).toContain(QUESTION);
    expect(screen.getByRole('button', { name: `Send the saved key to ${NEW}` })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Links base URL').value).toBe(NEW);
    expect(request).not.toHaveBeenCalled();
    expect(sendMock.mock.calls.map(([type]) => type)).not.toContain('settings.save');
  });

  it('asks the same on Test connection and sends nothing', async () => {
    await moveAddress();

    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));

    expect(keyDescription()).toContain(QUESTION);
    expect(sendMock.mock.calls.map(([type]) => type)).not.toContain('connection.test');
  });

  it('saves with the saved key once the user agrees to send it to the new origin', async () => {
    await moveAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    fireEvent.click(screen.getByRole('button', { name: `Send the saved key to ${NEW}` }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Settings saved.'));
    expect(sendMock).toHaveBeenCalledWith('settings.save', expect.objectContaining({ sendKeyTo: [NEW] }));
    expect(await loadSettings()).toMatchObject({ linksBaseUrl: NEW, keyOrigins: [OLD, NEW] });
  });

  it('saves a key typed again for the new origin without asking', async () => {
    await moveAddress();
    typeInto('API key', 'typed-for-new-5678');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Settings saved.'));
    expect(await loadSettings()).toMatchObject({ linksBaseUrl: NEW, keyOrigins: [NEW] });
  });
});
