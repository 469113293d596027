import { describe, expect, it } from 'vitest';
import { makeLink } from '../../../../test/manager-fixtures';
import { withSelection } from './selection';

const one = makeLink({ id: 1 });
const two = makeLink({ id: 2 });

describe('withSelection', () => {
  it('ticks the links shown with the ids given, keeping those ticked before', () => {
    const before = new Map([[1, one]]);

    const after = withSelection(before, [one, two], [2], true);

    expect([...after.entries()]).toEqual([
      [1, one],
      [2, two],
    ]);
    expect(before.size).toBe(1);
  });

  it('unticks the ids given', () => {
    const after = withSelection(
      new Map([
        [1, one],
        [2, two],
      ]),
      [one, two],
      [1],
      false,
    );

    expect([...after.keys()]).toEqual([2]);
  });

  it('never ticks an id no longer shown, and unticks it', () => {
    const after = withSelection(new Map([[3, makeLink({ id: 3 })]]), [one], [3, 4], true);

    expect(after.size).toBe(0);
  });
});
