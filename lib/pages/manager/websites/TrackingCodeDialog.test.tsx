// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { fakeSend } from '../../../../test/fake-send';
import { makeWebsite, pageOf } from '../../../../test/manager-fixtures';
import type { PublicSettings } from '../../../shared/settings/schema';
import { DEFAULT_WEBSITES } from '../hash-state';
import { WebsitesView } from './WebsitesView';

beforeEach(useEnglishMessages);

const TAG =
  '<script data-host="https://stats.example" data-dnt="false" src="https://stats.example/js/script.js" id="ZwSg9rf6GA" async defer></script>';

function setup(analyticsBaseUrl = 'https://stats.example', settingsRead = true) {
  const site = makeWebsite({ id: 5, host: 'example.com' });
  const settings = { linksBaseUrl: 'https://sho.rt', analyticsBaseUrl } as PublicSettings;
  const send = fakeSend({
    'websites.list': () => ({ ok: true, value: pageOf([site]) }),
    'settings.get': () =>
      settingsRead
        ? { ok: true, value: settings }
        : {
            ok: false,
            error: { code: 'bad_response', message: 'The extension’s background did not answer.' },
          },
  });
  render(<WebsitesView state={DEFAULT_WEBSITES} onState={vi.fn()} send={send} announce={vi.fn()} />);
  return { send };
}

describe('the tracking code in the manager', () => {
  it('opens from the row action, named after the host, with the tag and Copy', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Tracking code for example.com' }));

    const dialog = screen.getByRole('dialog', { name: 'Tracking code for example.com' });
    expect((await within(dialog).findByText(/^<script /)).textContent).toBe(TAG);
    expect(within(dialog).getByRole('button', { name: 'Copy the tracking code' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('copies the tag and says Copied', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Tracking code for example.com' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the tracking code' }));

    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(TAG);
  });

  it('shows the same block in the edit dialog, not in the new-website one', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit example.com' }));
    const edit = screen.getByRole('dialog');
    expect((await within(edit).findByText(/^<script /)).textContent).toBe(TAG);
    expect(within(edit).getByRole('region', { name: 'Tracking code' })).toBeTruthy();
    fireEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'New website' }));
    expect(within(screen.getByRole('dialog')).queryByText('Tracking code')).toBeNull();
  });

  it('uses the links server when the profile has no analytics base URL', async () => {
    setup('');
    fireEvent.click(await screen.findByRole('button', { name: 'Tracking code for example.com' }));
    expect((await screen.findByText(/^<script /)).textContent).toContain('data-host="https://sho.rt"');
  });

  it('says why when the settings cannot be read, and shows no tag', async () => {
    setup('https://stats.example', false);
    fireEvent.click(await screen.findByRole('button', { name: 'Tracking code for example.com' }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toBeTruthy();
    expect(screen.queryByText(/^<script /)).toBeNull();
  });

  it('says what to set when the profile has no server address', async () => {
    const send = fakeSend({
      'websites.list': () => ({ ok: true, value: pageOf([makeWebsite({ id: 5, host: 'example.com' })]) }),
      'settings.get': () => ({
        ok: true,
        value: { linksBaseUrl: '', analyticsBaseUrl: '' } as PublicSettings,
      }),
    });
    render(<WebsitesView state={DEFAULT_WEBSITES} onState={vi.fn()} send={send} announce={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tracking code for example.com' }));

    expect(await screen.findByText(/needs the analytics server’s address: set it in Options/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy the tracking code' })).toBeNull();
  });
});
