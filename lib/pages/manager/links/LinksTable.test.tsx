// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { makeLink } from '../../../../test/manager-fixtures';
import type { LinkSort } from '../../../api/enums';
import { LinksTable } from './LinksTable';

beforeEach(useEnglishMessages);

const link = makeLink({ id: 7, alias: 'x7k2p', url: 'https://example.com/articles/a-long-path?x=1' });

function setup(sort: LinkSort = 'newest', links = [link]) {
  const onSort = vi.fn();
  const onAction = vi.fn();
  render(
    <LinksTable
      links={links}
      selected={new Set()}
      canDisable
      busy={false}
      now={Date.parse('2024-04-01T00:00:00Z')}
      sort={sort}
      onSort={onSort}
      onAction={onAction}
      onSelect={vi.fn()}
    />,
  );
  return { onSort, onAction };
}

const header = (name: string) => screen.getByRole('button', { name }).closest('th') as HTMLElement;

describe('LinksTable', () => {
  it('shows the short domain apart from the alias, and keeps the whole URL in the cell text', () => {
    setup();
    const alias = screen.getByText('x7k2p', { selector: 'strong' });
    expect(alias.previousElementSibling?.textContent).toBe('sho.rt/');
    expect(alias.closest('td')?.textContent).toBe('https://sho.rt/x7k2p');
  });

  it('cuts the destination visually but keeps the full URL in its tooltip and text', () => {
    setup();
    const cell = screen.getByTitle(link.url);
    expect(cell.textContent).toBe(link.url);
  });

  it('names every icon button after the alias and gives it the same tooltip', () => {
    setup();
    for (const name of ['Copy x7k2p', 'QR code x7k2p', 'Edit x7k2p', 'Disable x7k2p', 'Delete x7k2p']) {
      expect(screen.getByRole('button', { name }).getAttribute('title')).toBe(name);
    }
    expect(screen.getByRole('link', { name: 'Open x7k2p' }).getAttribute('title')).toBe('Open x7k2p');
  });

  it('marks the sorted column with aria-sort and leaves the other unmarked', () => {
    setup('most_clicks');
    expect(header('Clicks').getAttribute('aria-sort')).toBe('descending');
    expect(header('Created').hasAttribute('aria-sort')).toBe(false);
  });

  it('sorts a column descending first, then turns it around', () => {
    const { onSort } = setup('newest');
    fireEvent.click(screen.getByRole('button', { name: 'Clicks' }));
    fireEvent.click(screen.getByRole('button', { name: 'Created' }));
    expect(onSort.mock.calls).toEqual([['most_clicks'], ['oldest']]);
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');
  });

  it('names the clicks of a one-click link "click" for the card layout, "clicks" for more', () => {
    setup('newest', [makeLink({ id: 1, clicks: 1 }), makeLink({ id: 2, clicks: 2 })]);
    const labels = [...document.querySelectorAll('td.col-clicks')].map((cell) =>
      cell.getAttribute('data-label'),
    );
    expect(labels).toEqual(['click', 'clicks']);
  });

  it('writes the clicks as the interface language writes numbers, as the popup does', () => {
    setup('newest', [makeLink({ id: 1, clicks: 5030 })]);

    expect(document.querySelector('td.col-clicks')?.textContent).toBe('5,030');
  });

  it('reports a row action with its link', () => {
    const { onAction } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Edit x7k2p' }));
    expect(onAction).toHaveBeenCalledWith('edit', link);
  });
});
