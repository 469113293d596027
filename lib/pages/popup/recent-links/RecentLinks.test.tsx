// @vitest-environment happy-dom
import { render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import type { HistoryEntry } from '../../../shared/protocol';
import { RecentLinks } from './RecentLinks';

vi.mock('../../rpc', () => ({
  send: vi.fn(async () => ({ ok: false, error: { code: 'network', message: '' } })),
}));

const entry = (id: number, shortUrl: string, alias: string): HistoryEntry => ({
  id,
  shortUrl,
  url: 'https://example.com/a',
  alias,
  createdAt: '2026-01-01T00:00:00Z',
});

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});

describe('RecentLinks', () => {
  it('names the short domain of links that share an alias, and only theirs', () => {
    render(
      <RecentLinks
        entries={[
          entry(1, 'https://sho.rt/promo', 'promo'),
          entry(2, 'https://go.example/promo', 'promo'),
          entry(3, 'https://sho.rt/x7k2p', 'x7k2p'),
        ]}
      />,
    );

    const aliases = [...document.querySelectorAll('.link-alias')].map((el) => el.textContent);
    expect(aliases).toEqual(['sho.rt/promo', 'go.example/promo', 'x7k2p']);
    expect(screen.getAllByRole('button', { name: 'Copy promo' })).toHaveLength(2);
  });
});
