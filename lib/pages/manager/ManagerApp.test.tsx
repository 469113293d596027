// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import { fakeSend } from '../../../test/fake-send';
import { makeLink, makeWebsite, pageOf } from '../../../test/manager-fixtures';
import { renderManager } from '../../../test/manager-page';
import { NO_SERVER_LISTS } from '../../../test/server-lists';

beforeEach(() => {
  useEnglishMessages();
  history.replaceState(null, '', '#links');
});

function setup() {
  const send = fakeSend({
    'links.list': () => ({ ok: true, value: pageOf([makeLink({ alias: 'x7k2p' })], 1, 2, 30) }),
    'websites.list': () => ({ ok: true, value: pageOf([makeWebsite()]) }),
    'server.lists': () => ({ ok: true, value: NO_SERVER_LISTS }),
  });
  renderManager(send);
  return { send };
}

describe('ManagerApp', () => {
  it('opens on the links view and marks its tab as current', async () => {
    setup();
    expect(await screen.findByRole('button', { name: 'Edit x7k2p' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Links' }).getAttribute('aria-current')).toBe('page');
  });

  it('writes the page into the hash and follows the hash back', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(location.hash).toBe('#links?page=2');
    await act(() => {
      history.replaceState(null, '', '#websites?sort=desc');
      dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('button', { name: 'Edit example.com' })).toBeTruthy();
    expect((screen.getByLabelText('Sort') as HTMLSelectElement).value).toBe('desc');
  });

  it('announces a copied short URL in the status region', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy x7k2p' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied https://sho.rt/x7k2p'));
    expect(writeText).toHaveBeenCalledWith('https://sho.rt/x7k2p');
  });
});
