// @vitest-environment happy-dom
/**
 * typing in Search and then changing Search by or Per page before the
 * search's pause ended made both selects snap back when the search ran (its timer held the
 * state of the keystroke). Fake timers stand for the pause; nothing here waits for real time.
 */
import { act, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { fakeSend } from '../../../../test/fake-send';
import { makeLink, pageOf } from '../../../../test/manager-fixtures';
import { renderManager } from '../../../../test/manager-page';
import { NO_SERVER_LISTS } from '../../../../test/server-lists';

beforeEach(() => {
  useEnglishMessages();
  history.replaceState(null, '', '#links');
});

afterEach(() => {
  vi.useRealTimers();
});

async function openManager() {
  const send = fakeSend({
    'links.list': () => ({ ok: true, value: pageOf([makeLink({ alias: 'x7k2p' })]) }),
    'server.lists': () => ({ ok: true, value: NO_SERVER_LISTS }),
  });
  renderManager(send);
  await screen.findByRole('button', { name: 'Edit x7k2p' });
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('the links filters', () => {
  it('keeps Search by and Per page chosen while a typed search was waiting to run', async () => {
    // Arrange
    await openManager();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    // Act: type, then change both selects before the search's pause ends
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'docs' } });
    fireEvent.change(select('Search by'), { target: { value: 'url' } });
    fireEvent.change(select('Per page'), { target: { value: '50' } });
    await act(() => {
      vi.advanceTimersByTime(1000);
    });

    // Assert
    expect(select('Search by').value).toBe('url');
    expect(select('Per page').value).toBe('50');
    expect(new URLSearchParams(location.hash.split('?')[1])).toEqual(
      new URLSearchParams({ search: 'docs', by: 'url', perPage: '50' }),
    );
  });
});
