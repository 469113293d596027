import { describe, expect, it } from 'vitest';
import type { BatchItem } from '../../../shared/batch';
import { asCsv, asMarkdown, asPlainText, csvField } from './batch-export';

const items: BatchItem[] = [
  {
    url: 'https://a.example/',
    title: 'Page [A]',
    state: 'done',
    shortUrl: 'https://sho.rt/a',
    origin: 'created',
  },
  { url: 'https://b.example/', title: null, state: 'done', shortUrl: 'https://sho.rt/b', origin: 'reused' },
  {
    url: 'https://c.example/',
    title: '=HYPERLINK("x")',
    state: 'failed',
    error: { code: 'server', message: 'The server had a problem, "try" again.' },
  },
];

describe('batch export', () => {
  it('copies each short URL after the page it stands for, one a line, failed ones left out', () => {
    expect(asPlainText(items)).toBe('Page [A] — https://sho.rt/a\nhttps://b.example/ — https://sho.rt/b');
  });

  it('keeps a title with line breaks on one line of the plain text', () => {
    const item: BatchItem = {
      url: 'https://d.example/',
      title: '  Spring\n  sale  ',
      state: 'done',
      shortUrl: 'https://sho.rt/d',
    };
    expect(asPlainText([item])).toBe('Spring sale — https://sho.rt/d');
  });

  it('writes Markdown links with the title, else the URL, escaping brackets', () => {
    expect(asMarkdown(items)).toBe(
      '[Page \\[A\\]](https://sho.rt/a)\n[https://b.example/](https://sho.rt/b)',
    );
  });

  it('writes CSV with a header, every URL, and the reason of a failure', () => {
    expect(asCsv(items).split('\r\n')).toEqual([
      'url,short_url,title,error',
      'https://a.example/,https://sho.rt/a,Page [A],',
      'https://b.example/,https://sho.rt/b,,',
      `https://c.example/,,"'=HYPERLINK(""x"")","The server had a problem, ""try"" again."`,
      '',
    ]);
  });

  it('keeps a spreadsheet from reading a field as a formula', () => {
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('plain')).toBe('plain');
  });
});
