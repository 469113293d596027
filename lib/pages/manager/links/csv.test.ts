import { describe, expect, it } from 'vitest';
import { makeLink } from '../../../../test/manager-fixtures';
import { csvCell, LINK_CSV_HEADER, linksToCsv, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain text as is', 'hello', 'hello'],
    ['a comma inside quotes', 'a,b', '"a,b"'],
    ['quotes doubled inside quotes', 'say "hi"', '"say ""hi"""'],
    ['a line feed inside quotes', 'a\nb', '"a\nb"'],
    ['a carriage return inside quotes', 'a\rb', '"a\rb"'],
    ['null as empty', null, ''],
    ['undefined as empty', undefined, ''],
    ['a number as is', 42, '42'],
    ['a negative number without a guard', -3, '-3'],
    ['a boolean as text', true, 'true'],
    ['= guarded', '=SUM(A1)', "'=SUM(A1)"],
    ['+ guarded', '+1', "'+1"],
    ['- guarded', '-1', "'-1"],
    ['@ guarded', '@cmd', "'@cmd"],
    ['a leading tab guarded', '\tx', "'\tx"],
    ['guarded and quoted', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['= in the middle unguarded', 'a=b', 'a=b'],
  ] as const)('writes %s', (_name, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('writes a header row and CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});

describe('linksToCsv', () => {
  it('writes one row per link with the status computed for now', () => {
    const link = makeLink({
      id: 7,
      alias: 'x7',
      title: '=cmd',
      clicks: 5,
      expirationClicks: 5,
      space: { id: 1, name: 'Blog' },
      domain: { id: 2, name: 'sho.rt' },
    });
    const [header, row, end] = linksToCsv([link], Date.now()).split('\r\n');
    expect(header).toBe(LINK_CSV_HEADER.join(','));
    expect(row).toBe(
      "7,x7,https://sho.rt/x7,https://example.com/7,'=cmd,5,expired,Blog,sho.rt,2024-03-20T14:53:26.000000Z",
    );
    expect(end).toBe('');
  });
});
