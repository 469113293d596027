import { describe, expect, it } from 'vitest';
import {
  readDate,
  readFlag,
  readInt,
  readNamedRef,
  readNamedRefs,
  readSecretIsSet,
  readString,
} from './values';

describe('readInt', () => {
  it.each([
    [42, 42],
    ['42', 42],
    [' 7 ', 7],
    [3.9, 3],
    ['', null],
    ['x', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [true, null],
  ])('reads %j as %j', (value, expected) => {
    expect(readInt(value, null)).toBe(expected);
  });
});

describe('readFlag', () => {
  it.each([
    [1, true],
    ['1', true],
    [true, true],
    ['true', true],
    [0, false],
    ['0', false],
    [false, false],
    ['false', false],
    [{}, false],
  ])('reads %j as %j', (value, expected) => {
    expect(readFlag(value)).toBe(expected);
  });

  it.each([null, undefined, ''])('uses the fallback when the value is %j', (value) => {
    expect(readFlag(value, true)).toBe(true);
  });
});

describe('readSecretIsSet', () => {
  it.each([
    ['hunter2', true],
    [true, true],
    ['1', true],
    [false, false],
    ['0', false],
    ['', false],
    [null, false],
  ])('reads %j as %j', (value, expected) => {
    expect(readSecretIsSet(value)).toBe(expected);
  });
});

describe('readDate', () => {
  it.each([
    ['2021-03-20T14:53:26.000000Z', '2021-03-20T14:53:26.000Z'],
    ['2021-03-20 14:53:26', '2021-03-20T14:53:26.000Z'],
    ['2021-03-20 14:53', '2021-03-20T14:53:00.000Z'],
    ['2024-06-02T10:00:00+02:00', '2024-06-02T08:00:00.000Z'],
    ['not a date', null],
    ['', null],
    [null, null],
    [12, null],
  ])('reads %j as %j', (value, expected) => {
    expect(readDate(value)).toBe(expected);
  });
});

describe('readString', () => {
  it.each([
    ['a', 'a'],
    [5, '5'],
    [null, null],
    [{}, null],
  ])('reads %j as %j', (value, expected) => {
    expect(readString(value)).toBe(expected);
  });
});

describe('readNamedRef', () => {
  it.each([
    [
      { id: 3, name: 'Blog', color: 1 },
      { id: 3, name: 'Blog' },
    ],
    [
      { id: '2', url: 'https://sho.rt' },
      { id: 2, name: 'https://sho.rt' },
    ],
    [{ id: 9 }, { id: 9, name: '9' }],
    [7, { id: 7, name: '7' }],
    [null, null],
    [{ name: 'no id' }, null],
    [0, null],
    [[1], null],
  ])('reads %j as %j', (value, expected) => {
    expect(readNamedRef(value)).toEqual(expected);
  });

  it('drops unusable entries from a list when reading refs', () => {
    expect(readNamedRefs([{ id: 1, name: 'a' }, null, 'x', { id: 2, name: 'b' }])).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    expect(readNamedRefs(null)).toEqual([]);
  });
});
