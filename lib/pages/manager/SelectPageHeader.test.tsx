// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import { SelectPageHeader } from './SelectPageHeader';

beforeEach(useEnglishMessages);

function renderHeader(ids: number[], ticked: number[]) {
  const onSelect = vi.fn();
  render(
    <table>
      <thead>
        <tr>
          <SelectPageHeader ids={ids} isSelected={(id) => ticked.includes(id)} onSelect={onSelect} />
        </tr>
      </thead>
    </table>,
  );
  return {
    box: screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement,
    onSelect,
  };
}

describe('SelectPageHeader', () => {
  it('is ticked when every row of the page is', () => {
    const { box } = renderHeader([1, 2], [1, 2]);

    expect(box.checked).toBe(true);
    expect(box.indeterminate).toBe(false);
  });

  it('is half-ticked when only some rows are', () => {
    const { box } = renderHeader([1, 2], [2]);

    expect(box.checked).toBe(false);
    expect(box.indeterminate).toBe(true);
  });

  it('is disabled on an empty page', () => {
    const { box } = renderHeader([], []);

    expect(box.disabled).toBe(true);
    expect(box.checked).toBe(false);
  });

  it('ticks every row of the page when clicked', () => {
    const { box, onSelect } = renderHeader([3, 4], [4]);

    fireEvent.click(box);

    expect(onSelect).toHaveBeenCalledWith([3, 4], true);
  });

  it('unticks every row of the page when clicked while all are ticked', () => {
    const { box, onSelect } = renderHeader([3, 4], [3, 4]);

    fireEvent.click(box);

    expect(onSelect).toHaveBeenCalledWith([3, 4], false);
  });
});
