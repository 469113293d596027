import { describe, expect, it } from 'vitest';
import type { StatPage } from '../../../api/stats/types';
import type { Result, StatsAnswer } from '../../../shared/protocol';
import { allRows, pageRows, topCsv, topCsvName } from './top-list';

const page = (n: number, values: string[], lastPage = 3): StatPage =>
  ({ page: n, lastPage, total: 25, rows: values.map((value) => ({ value, count: 1 })) }) as StatPage;
const found = (data: StatPage): Result<StatsAnswer<StatPage>> =>
  ({ ok: true, value: { supported: true, data } }) as Result<StatsAnswer<StatPage>>;

describe('pageRows', () => {
  it('lists the rows of every page in page order, the answer in hand included', () => {
    // Arrange
    const pages = { 2: page(2, ['c']).rows, 1: page(1, ['a', 'b']).rows };
    // Act
    const rows = pageRows(pages, page(3, ['d']));
    // Assert
    expect(rows.map((row) => row.value)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lists the stored pages alone while no answer is in', () => {
    expect(pageRows({ 1: page(1, ['a']).rows }, null).map((row) => row.value)).toEqual(['a']);
  });
});

describe('allRows', () => {
  it('asks page after page until the last', async () => {
    // Arrange
    const asked: number[] = [];
    const ask = async (n: number) => {
      asked.push(n);
      return found(page(n, [`v${n}`], 2));
    };
    // Act
    const rows = await allRows(ask);
    // Assert
    expect(asked).toEqual([1, 2]);
    expect(rows.map((row) => row.value)).toEqual(['v1', 'v2']);
  });

  it('keeps the rows so far when a page fails', async () => {
    const ask = async (n: number) =>
      n === 1
        ? found(page(1, ['a']))
        : ({ ok: false, error: { code: 'network' } } as Result<StatsAnswer<StatPage>>);
    expect((await allRows(ask)).map((row) => row.value)).toEqual(['a']);
  });
});

describe('topCsv', () => {
  it("writes each row's value, its label as shown and its count, under the list's name", () => {
    const csv = topCsv('country', [{ value: 'DE', count: 3 }], () => 'Germany');
    expect(csv).toBe('country,label,count\r\nDE,Germany,3\r\n');
  });
});

describe('topCsvName', () => {
  it('names the file after the record, the list and the days', () => {
    expect(topCsvName('docs', 'referrer', { from: '2026-11-01', to: '2026-11-27' })).toBe(
      'docs-referrer-2026-11-01-2026-11-27.csv',
    );
  });
});
