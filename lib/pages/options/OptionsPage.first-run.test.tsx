// @vitest-environment happy-dom
/**
 * Options on a first run: nothing to choose a profile from yet, and no
 * default domain or space to pick before a server is connected.
 */
import { render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockedSend, resetOptionsWorld } from '../../../test/options-world';
import { saveSettings } from '../../background/settings/store';
import { send } from '../rpc';
import { OptionsPage } from './OptionsPage';

vi.mock('../rpc', () => ({ send: vi.fn() }));
const sendMock = mockedSend(send);

beforeEach(() => {
  resetOptionsWorld(sendMock);
});

describe('OptionsPage on a first run', () => {
  it('starts with the connection: no Profile select, no profile name', async () => {
    render(<OptionsPage />);
    await screen.findByLabelText('API key');

    expect(screen.queryByLabelText('Profile')).toBeNull();
    expect(screen.queryByLabelText('Profile name')).toBeNull();
    expect(screen.getByLabelText(/Import/)).toBeTruthy();
  });

  it('puts Export and Import profiles below the connection and Save, not first on the page', async () => {
    render(<OptionsPage />);
    const apiKey = await screen.findByLabelText('API key');

    const exportButton = screen.getByRole('button', { name: 'Export profiles' });
    const save = screen.getByRole('button', { name: 'Save' });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(apiKey, exportButton)).toBe(true);
    expect(follows(save, exportButton)).toBe(true);
  });

  it('shows the Alerts section before the first Save, saying to connect first', async () => {
    render(<OptionsPage />);

    expect(await screen.findByRole('heading', { name: 'Alerts' })).toBeTruthy();
    expect(
      screen.getByText('Save a connection above first: alerts watch the sites and links of its server.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('A daily summary')).toBeNull();
  });

  it('offers Default domain and Default space only once connected', async () => {
    render(<OptionsPage />);
    await screen.findByLabelText('API key');

    expect(screen.queryByLabelText('Default domain')).toBeNull();
    expect(screen.queryByLabelText('Default space')).toBeNull();
  });

  it('shows the profile and the defaults once a connection is saved', async () => {
    await saveSettings({ apiKey: 'saved-key-1234', linksBaseUrl: 'https://sho.rt' });
    render(<OptionsPage />);
    await screen.findByLabelText('API key');

    expect(screen.getByLabelText('Profile')).toBeTruthy();
    expect(screen.getByLabelText('Default domain')).toBeTruthy();
  });
});
