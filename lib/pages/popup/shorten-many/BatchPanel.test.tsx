// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import type { BatchJob } from '../../../shared/batch';
import { BatchPanel } from './BatchPanel';
import type { BatchState } from './use-batch';

const base: BatchJob = {
  id: 'j',
  profileId: 'default',
  source: 'tabs',
  items: [],
  startedAt: 0,
  finishedAt: null,
  waitUntil: null,
  budget: null,
};

function state(patch: Partial<BatchState> = {}): BatchState {
  return {
    job: null,
    view: 'none',
    highlighted: 1,
    windowTabs: 0,
    configured: true,
    starting: false,
    error: null,
    start: vi.fn(),
    dismiss: vi.fn(),
    reopen: vi.fn(),
    ...patch,
  };
}

describe('BatchPanel', () => {
  beforeEach(() => useEnglishMessages());

  it('offers the highlighted tabs by their number, and starts with them', () => {
    const batch = state({ highlighted: 5 });
    render(<BatchPanel batch={batch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Shorten 5 tabs' }));
    expect(batch.start).toHaveBeenCalledWith('highlighted');
  });

  it('offers every tab of the window when one tab is highlighted', () => {
    const batch = state();
    render(<BatchPanel batch={batch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Shorten every tab of this window' }));
    expect(batch.start).toHaveBeenCalledWith('window');
  });

  it('says how many tabs the window has before it starts', () => {
    const batch = state({ windowTabs: 7 });
    render(<BatchPanel batch={batch} />);

    fireEvent.click(screen.getByRole('button', { name: 'Shorten all 7 tabs of this window' }));

    expect(batch.start).toHaveBeenCalledWith('window');
  });

  it('offers nothing before the extension is connected', () => {
    const { container } = render(<BatchPanel batch={state({ configured: false, highlighted: 3 })} />);
    expect(container.textContent).toBe('');
  });

  it('shows the progress and the wait for the rate limit while the job runs', () => {
    const job: BatchJob = {
      ...base,
      waitUntil: Date.UTC(2026, 0, 1, 12),
      items: [
        {
          url: 'https://a.example/',
          title: 'A',
          state: 'done',
          shortUrl: 'https://sho.rt/a',
          origin: 'created',
        },
        { url: 'https://b.example/', title: null, state: 'pending' },
      ],
    };
    render(<BatchPanel batch={state({ job })} />);
    expect(screen.getByRole('progressbar')).toHaveProperty('value', 1);
    expect(screen.getByRole('status').textContent).toContain('1 of 2 done');
    expect(screen.getByRole('status').textContent).toContain('Waiting for the server’s rate limit');
    expect(screen.queryByRole('button', { name: 'Copy all' })).toBeNull();
  });

  it('lists each URL with its short URL or why it failed, and offers the copies once finished', () => {
    const job: BatchJob = {
      ...base,
      finishedAt: 1,
      items: [
        {
          url: 'https://a.example/',
          title: 'A',
          state: 'done',
          shortUrl: 'https://sho.rt/a',
          origin: 'reused',
        },
        {
          url: 'https://b.example/',
          title: null,
          state: 'failed',
          error: { code: 'server', message: 'The server had a problem. Try again in a moment.' },
        },
      ],
    };
    const batch = state({ job });
    render(<BatchPanel batch={batch} />);
    expect(screen.getByRole('status').textContent).toBe('1 of 2 shortened');
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('https://sho.rt/a');
    expect(rows[0]?.textContent).toContain('existing link');
    expect(rows[1]?.textContent).toContain('Failed: The server had a problem. Try again in a moment.');
    for (const name of ['Copy all', 'Copy as Markdown', 'Copy as CSV']) screen.getByRole('button', { name });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(batch.dismiss).toHaveBeenCalled();
  });

  it('says a finished job seen before in one line, and shows it in full on Show', () => {
    const job: BatchJob = {
      ...base,
      finishedAt: 1,
      items: [
        { url: 'https://a.example/', title: 'A', state: 'done', shortUrl: 'https://sho.rt/a' },
        { url: 'https://b.example/', title: 'B', state: 'done', shortUrl: 'https://sho.rt/b' },
      ],
    };
    const batch = state({ job, view: 'line' });
    const { rerender } = render(<BatchPanel batch={batch} />);
    expect(screen.getByRole('region', { name: 'Shorten many' }).textContent).toContain(
      'Last batch: 2 of 2 shortened',
    );
    expect(screen.queryByRole('list')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(batch.reopen).toHaveBeenCalled();
    rerender(<BatchPanel batch={{ ...batch, view: 'reopened' }} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(document.activeElement?.textContent).toBe('Shorten many');
  });
});
