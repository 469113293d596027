// @vitest-environment happy-dom
/**
 * a links base URL ending in the API path (`/api/v1/links`) was saved as
 * typed, and every request then went to a path that does not exist.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockedSend, resetOptionsWorld, typeInto } from '../../../../test/options-world';
import { loadSettings } from '../../../background/settings/store';
import { send } from '../../rpc';
import { OptionsPage } from '../OptionsPage';

vi.mock('../../rpc', () => ({ send: vi.fn() }));
const sendMock = mockedSend(send);

beforeEach(() => {
  resetOptionsWorld(sendMock);
});

describe('OptionsPage, a base URL with the API path', () => {
  it('saves the server address without /api/v1 and says so under the field', async () => {
    render(<OptionsPage />);
    await screen.findByLabelText('API key');
    typeInto('API key', 'secret-key-3f9a');
    typeInto('Links base URL', 'https://sho.rt/api/v1/links');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Settings saved.'));
    expect((await loadSettings()).linksBaseUrl).toBe('https://sho.rt');
    const field = screen.getByLabelText<HTMLInputElement>('Links base URL');
    expect(field.value).toBe('https://sho.rt');
    const note = document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(note?.textContent).toContain('Removed “/api/v1/links”');
    // A note, styled as the other hints: nothing failed.
    expect(note?.className).toBe('field-hint');
  });

  it('drops the note once the field is edited', async () => {
    render(<OptionsPage />);
    await screen.findByLabelText('API key');
    typeInto('API key', 'secret-key-3f9a');
    typeInto('Links base URL', 'https://sho.rt/api/v1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Removed “\/api\/v1”/);

    typeInto('Links base URL', 'https://go.example');

    expect(screen.queryByText(/Removed “\/api\/v1”/)).toBeNull();
  });
});
