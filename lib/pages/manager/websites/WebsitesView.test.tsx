// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { fakeSend } from '../../../../test/fake-send';
import { makeWebsite, pageOf } from '../../../../test/manager-fixtures';
import type { Website } from '../../../api/schemas';
import { DEFAULT_WEBSITES } from '../hash-state';
import { WebsitesView } from './WebsitesView';

beforeEach(useEnglishMessages);

const site = makeWebsite({ id: 5, host: 'example.com', excludeIps: ['1.2.3.4', '5.6.7.8'] });

function setup() {
  const send = fakeSend({
    'websites.list': () => ({ ok: true, value: pageOf([site]) }),
    'websites.create': (input) => ({ ok: true, value: makeWebsite({ id: 6, host: input.url }) as Website }),
    'websites.update': () => ({ ok: true, value: site }),
    'websites.remove': () => ({ ok: false, error: { code: 'not_found', message: 'gone' } }),
  });
  const announce = vi.fn();
  render(<WebsitesView state={DEFAULT_WEBSITES} onState={vi.fn()} send={send} announce={announce} />);
  return { send, announce };
}

describe('WebsitesView', () => {
  it('shows one row per website with buttons named after the host', async () => {
    setup();
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('example.com');
    expect(row.textContent).toContain('2');
    expect(screen.getByRole('button', { name: 'Edit example.com' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete example.com' })).toBeTruthy();
  });

  it('creates a website with the fields labelled as the contract says', async () => {
    const { send, announce } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'New website' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('Website URL'), { target: { value: 'new.example' } });
    fireEvent.change(within(dialog).getByLabelText('Statistics privacy'), { target: { value: 'public' } });
    fireEvent.click(within(dialog).getByLabelText('E-mail reports'));
    fireEvent.click(within(dialog).getByLabelText('Exclude bots'));
    fireEvent.input(within(dialog).getByLabelText('Excluded IPs'), { target: { value: '10.0.0.0/8\n::1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send).toHaveBeenCalledWith('websites.create', {
      url: 'new.example',
      privacy: 'public',
      emailReports: true,
      excludeBots: false,
      excludeIps: ['10.0.0.0/8', '::1'],
    });
    expect(announce).toHaveBeenCalledWith('Created new.example');
  });

  it('ties the error to Excluded IPs and sends nothing when a line is not an IP', async () => {
    const { send } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit example.com' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText('Website URL')).toBeNull();
    const ips = within(dialog).getByLabelText('Excluded IPs') as HTMLTextAreaElement;
    expect(ips.value).toBe('1.2.3.4\n5.6.7.8');
    fireEvent.input(ips, { target: { value: '1.2.3.4\n999.1.1.1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(ips.getAttribute('aria-invalid')).toBe('true');
    const describedBy = ips.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(document.getElementById(describedBy)?.textContent).toContain('Line 2');
    expect(send).not.toHaveBeenCalledWith('websites.update', expect.anything());
    expect(ips.value).toBe('1.2.3.4\n999.1.1.1');
  });

  it('asks for the statistics password only when privacy is password', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'New website' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText('Statistics password')).toBeNull();
    fireEvent.input(within(dialog).getByLabelText('Website URL'), { target: { value: 'x.example' } });
    fireEvent.change(within(dialog).getByLabelText('Statistics privacy'), { target: { value: 'password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Statistics password').getAttribute('aria-invalid')).toBe('true');
  });

  it('treats a website already gone as deleted', async () => {
    const { send, announce } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete example.com' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Deleted example.com'));
    expect(send).toHaveBeenCalledWith('websites.remove', { id: 5 });
  });
});
