// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { fakeSend } from '../../../../test/fake-send';
import { makeLink, pageOf } from '../../../../test/manager-fixtures';
import type { Link } from '../../../api/schemas';
import { capabilitiesFor } from '../../capabilities';
import { DEFAULT_LINKS, type LinksState } from '../hash-state';
import { LinksView } from './LinksView';

beforeEach(useEnglishMessages);

const x7 = makeLink({ id: 42, alias: 'x7k2p', title: 'Example page', clicks: 3 });
const off = makeLink({ id: 43, alias: 'off1', disabled: true });

function setup(
  options: {
    links?: Link[];
    dialect?: 'classic' | 'current';
    send?: ReturnType<typeof fakeSend>;
    /** What the address says beside the defaults (`edit`: a link's dialog to open). */
    state?: Partial<LinksState>;
  } = {},
) {
  const send =
    options.send ??
    fakeSend({
      'links.list': () => ({ ok: true, value: pageOf(options.links ?? [x7, off], 1, 3, 52) }),
      'links.remove': () => ({ ok: true, value: undefined }),
      'links.update': (input) => ({ ok: true, value: { ...x7, ...input.input } as Link }),
      'links.get': ({ id }) => ({ ok: true, value: { ...x7, id } }),
    });
  const onState = vi.fn();
  const announce = vi.fn();
  function Host() {
    const [state, setState] = useState<LinksState>({ ...DEFAULT_LINKS, ...options.state });
    return (
      <LinksView
        state={state}
        onState={(next) => {
          onState(next);
          setState(next);
        }}
        send={send}
        capabilities={capabilitiesFor(options.dialect ?? 'classic')}
        lists={null}
        announce={announce}
      />
    );
  }
  render(<Host />);
  return { send, onState, announce };
}

describe('LinksView', () => {
  it('shows one row per link with per-row buttons named after the alias', async () => {
    setup();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    for (const name of ['Copy x7k2p', 'Edit x7k2p', 'Delete x7k2p', 'Disable x7k2p', 'QR code x7k2p']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Enable off1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open x7k2p' }).getAttribute('href')).toBe(x7.shortUrl);
    expect(screen.getByText('Page 1 of 3 · 52 links in all')).toBeTruthy();
  });

  it('hides the disabled status and the toggle when the server has no disabled flag', async () => {
    setup({ dialect: 'current' });
    await screen.findByRole('table');
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.value)).toEqual(['all', 'active', 'expired']);
    expect(screen.queryByRole('button', { name: 'Disable x7k2p' })).toBeNull();
  });

  it('asks for the next page when Next page is clicked', async () => {
    const { send, onState } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(onState).toHaveBeenCalledWith(expect.objectContaining({ page: 2 }));
    await waitFor(() =>
      expect(send).toHaveBeenLastCalledWith('links.list', expect.objectContaining({ page: 2 })),
    );
  });

  it('goes back to page 1 when a filter changes', async () => {
    const { onState } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'most_clicks' } });
    expect(onState).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, sort: 'most_clicks' }));
  });

  it('deletes after confirmation in a dialog and reloads the list', async () => {
    const { send, announce } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete x7k2p' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send).toHaveBeenCalledWith('links.remove', { id: 42 });
    expect(announce).toHaveBeenCalledWith('Deleted x7k2p');
  });

  it('sends only the changed fields when an edit is saved', async () => {
    const { send } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit x7k2p' }));
    const dialog = screen.getByRole('dialog');
    expect((within(dialog).getByLabelText('URL') as HTMLInputElement).value).toBe(x7.url);
    fireEvent.input(within(dialog).getByLabelText('Alias'), { target: { value: 'new-alias' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send).toHaveBeenCalledWith('links.update', { id: 42, input: { alias: 'new-alias' } });
  });

  it('opens the edit dialog of the link the address names, once, and takes it out of the address', async () => {
    // Arrange / Act
    const { send, onState } = setup({ state: { search: 'x7k2p', by: 'alias', edit: 42 } });
    // Assert
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Alias') as HTMLInputElement).value).toBe('x7k2p');
    expect(send).toHaveBeenCalledWith('links.get', { id: 42 });
    expect(onState).toHaveBeenCalledWith(expect.objectContaining({ search: 'x7k2p', edit: null }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send.mock.calls.filter(([type]) => type === 'links.get')).toHaveLength(1);
  });

  it('says why when the address names a link the server no longer has', async () => {
    // Arrange
    const send = fakeSend({
      'links.list': () => ({ ok: true, value: pageOf([]) }),
      'links.get': () => ({ ok: false, error: { code: 'not_found', message: '' } }),
    });
    // Act
    setup({ send, state: { edit: 99 } });
    // Assert
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the values and ties the server error to the field when saving fails', async () => {
    const send = fakeSend({
      'links.list': () => ({ ok: true, value: pageOf([x7]) }),
      'links.create': () => ({
        ok: false,
        error: {
          code: 'validation',
          message: 'Invalid',
          status: 422,
          fields: { alias: ['The Alias has already been taken.'] },
        },
      }),
    });
    setup({ send });
    fireEvent.click(await screen.findByRole('button', { name: 'New link' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('URL'), { target: { value: 'https://example.com/b' } });
    fireEvent.input(within(dialog).getByLabelText('Alias'), { target: { value: 'taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alias = within(dialog).getByLabelText('Alias') as HTMLInputElement;
    await waitFor(() => expect(alias.getAttribute('aria-invalid')).toBe('true'));
    // Said at the field only: no alert repeats it.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(alias.value).toBe('taken');
    expect(document.getElementById(alias.getAttribute('aria-describedby')!)?.textContent).toContain(
      'already been taken',
    );
    expect((within(dialog).getByLabelText('URL') as HTMLInputElement).value).toBe('https://example.com/b');
  });

  it('stays open on the saved record, with a notice at the field, when the server kept what was cleared', async () => {
    const expiring = makeLink({ id: 44, alias: 'exp1', expirationUrl: 'https://example.com/gone' });
    const send = fakeSend({
      'links.list': () => ({ ok: true, value: pageOf([expiring]) }),
      // The server answers the record as it was: it did not clear the expiry URL.
      'links.update': () => ({ ok: true, value: expiring }),
    });
    const { announce } = setup({ send });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit exp1' }));
    const dialog = screen.getByRole('dialog');
    const field = () => within(dialog).getByLabelText('After expiry, go to') as HTMLInputElement;
    await waitFor(() => expect(field().value).toBe('https://example.com/gone'));
    fireEvent.input(field(), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^Saved, but the server/);
    expect(field().value).toBe('https://example.com/gone');
    const described = field().getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'The server did not clear this field: it kept the value shown.',
    );
    // The save happened: the list behind the dialog reloads.
    await waitFor(() => expect(send.mock.calls.filter(([type]) => type === 'links.list')).toHaveLength(2));
    expect(announce).not.toHaveBeenCalled();
    // Nothing changed since the save: Save closes without sending it again.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send.mock.calls.filter(([type]) => type === 'links.update')).toHaveLength(1);
  });

  it('shows the error and a way to the options when the extension is not configured', async () => {
    setup({
      send: fakeSend({ 'links.list': () => ({ ok: false, error: { code: 'not_configured', message: '' } }) }),
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the options' }).getAttribute('href')).toBe('/options.html');
  });

  it('counts one link in the singular', async () => {
    setup({ send: fakeSend({ 'links.list': () => ({ ok: true, value: pageOf([x7], 1, 1, 1) }) }) });
    expect(await screen.findByText('Page 1 of 1 · 1 link in all')).toBeTruthy();
  });

  it('writes a total of thousands with the separator of the language', async () => {
    setup({ send: fakeSend({ 'links.list': () => ({ ok: true, value: pageOf([x7], 1, 100, 1234) }) }) });
    expect(await screen.findByText('Page 1 of 100 · 1,234 links in all')).toBeTruthy();
  });

  it('asks "Delete 1 link?" for one selected link, and says its short link stops working', async () => {
    setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select x7k2p' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 link?' });
    expect(within(dialog).getByText('Its short link will stop working. This cannot be undone.')).toBeTruthy();
  });

  it('says there are no links yet when the list is empty', async () => {
    setup({ links: [] });
    expect(await screen.findByText('No links yet. Create one with New link.')).toBeTruthy();
  });

  it('disables the selected links one by one and reports the outcome', async () => {
    const { send } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disable selected' }));
    await screen.findByText('2 links disabled.');
    // The changed rows are no longer selected: the next action cannot take them by surprise.
    expect(screen.queryByText('2 selected')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
    expect(send.mock.calls.filter(([type]) => type === 'links.update')).toEqual([
      ['links.update', { id: 42, input: { disabled: true } }],
      ['links.update', { id: 43, input: { disabled: true } }],
    ]);
  });
});
