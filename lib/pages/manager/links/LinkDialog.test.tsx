// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { fakeSend } from '../../../../test/fake-send';
import { makeLink } from '../../../../test/manager-fixtures';
import type { Link } from '../../../api/schemas';
import { capabilitiesFor } from '../../capabilities';
import { LinkDialog } from './LinkDialog';

beforeEach(useEnglishMessages);

const docs = makeLink({
  id: 7,
  alias: 'docs',
  url: 'https://example.com/docs',
  shortUrl: 'https://sho.rt/docs',
});

function newLink(send: ReturnType<typeof fakeSend>) {
  const onSaved = vi.fn();
  render(
    <LinkDialog
      link={null}
      send={send}
      capabilities={capabilitiesFor('classic')}
      lists={null}
      onSaved={onSaved}
      onClose={vi.fn()}
    />,
  );
  const dialog = screen.getByRole('dialog');
  const url = within(dialog).getByLabelText('URL') as HTMLInputElement;
  const save = (value: string) => {
    fireEvent.input(url, { target: { value } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  };
  return { dialog, url, save, onSaved };
}

const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('LinkDialog, New link on a short URL of the account', () => {
  it('says at the URL field it is already that short link, creates nothing, and offers to edit it', async () => {
    const send = fakeSend({
      'links.recognize': () => ({ ok: true, value: { kind: 'link', link: docs } }),
      'links.create': () => ({ ok: true, value: makeLink({ id: 99 }) }),
    });
    const { dialog, url, save } = newLink(send);
    save('https://sho.rt/docs');
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(url)).toContain('This is already your short link /docs: nothing new will be made.');
    expect(send).not.toHaveBeenCalledWith('links.create', expect.anything());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit /docs' }));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Edit link docs'));
    expect((within(screen.getByRole('dialog')).getByLabelText('URL') as HTMLInputElement).value).toBe(
      'https://example.com/docs',
    );
  });

  it('says a deleted link’s short URL has no link, creating nothing', async () => {
    const send = fakeSend({
      'links.recognize': ({ url }) => ({ ok: true, value: { kind: 'missing', shortUrl: url } }),
    });
    const { url, save } = newLink(send);
    save('https://sho.rt/gone');
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(url)).toContain('https://sho.rt/gone is on your short domain');
    expect(send).not.toHaveBeenCalledWith('links.create', expect.anything());
  });

  it('creates any other URL as before', async () => {
    const created = makeLink({ id: 99, url: 'https://example.com/new' }) as Link;
    const send = fakeSend({
      'links.recognize': () => ({ ok: true, value: { kind: 'none' } }),
      'links.create': () => ({ ok: true, value: created }),
    });
    const { save, onSaved } = newLink(send);
    save('https://example.com/new');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created, true));
  });
});
