// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from '../../../../components/download';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { fakeSend } from '../../../../test/fake-send';
import { makeWebsite, pageOf } from '../../../../test/manager-fixtures';
import { DEFAULT_WEBSITES } from '../hash-state';
import { WebsitesView } from './WebsitesView';

// The file a download would save: its name and text (happy-dom saves nothing).
vi.mock('../../../../components/download', () => ({ downloadBlob: vi.fn() }));

beforeEach(() => {
  useEnglishMessages();
  vi.mocked(downloadBlob).mockClear();
});

const shop = makeWebsite({ id: 5, host: 'shop.example' });
const blog = makeWebsite({ id: 6, host: 'blog.example' });

function setup() {
  const send = fakeSend({
    'websites.list': () => ({ ok: true, value: pageOf([shop, blog]) }),
    // blog.example is already gone: what the user wanted, so it counts as deleted.
    'websites.remove': ({ id }) =>
      id === 6
        ? { ok: false, error: { code: 'not_found', message: 'gone' } }
        : { ok: true, value: undefined },
  });
  const announce = vi.fn();
  render(<WebsitesView state={DEFAULT_WEBSITES} onState={vi.fn()} send={send} announce={announce} />);
  return { send, announce };
}

async function savedFile(): Promise<{ name: string; text: string }> {
  await waitFor(() => expect(downloadBlob).toHaveBeenCalled());
  const [blob, name] = vi.mocked(downloadBlob).mock.calls[0]!;
  return { name, text: await blob.text() };
}

describe('WebsitesView selection', () => {
  it('asks "Delete 2 websites?" for the whole page ticked, and says their statistics go too', async () => {
    setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 websites?' });
    expect(
      within(dialog).getByText('Their statistics will be deleted too. This cannot be undone.'),
    ).toBeTruthy();
  });

  it('deletes the selected websites one by one after the confirmation, one already gone counting as deleted', async () => {
    const { send } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select shop.example' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select blog.example' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('2 websites deleted.');
    expect(screen.queryByText('2 selected')).toBeNull();
    expect(send.mock.calls.filter(([type]) => type === 'websites.remove')).toEqual([
      ['websites.remove', { id: 5 }],
      ['websites.remove', { id: 6 }],
    ]);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { send } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select shop.example' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send).not.toHaveBeenCalledWith('websites.remove', expect.anything());
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('downloads the ticked websites only with Export selected', async () => {
    const { announce } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select blog.example' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export selected' }));
    const file = await savedFile();
    expect(file.name).toMatch(/^websites-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.text).toContain('blog.example');
    expect(file.text).not.toContain('shop.example');
    expect(announce).toHaveBeenCalledWith('Exported 1 website.');
  });
});

describe('WebsitesView Export CSV', () => {
  it('downloads every listed website, fetched 100 per page', async () => {
    const { send, announce } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const file = await savedFile();
    expect(file.text.split('\r\n')[0]).toBe(
      '\ufeffid,host,privacy,email_reports,exclude_bots,exclude_ips,created_at',
    );
    expect(file.text).toContain('shop.example');
    expect(file.text).toContain('blog.example');
    expect(send).toHaveBeenCalledWith('websites.list', expect.objectContaining({ page: 1, perPage: 100 }));
    expect(announce).toHaveBeenCalledWith('Exported 2 websites.');
  });
});
