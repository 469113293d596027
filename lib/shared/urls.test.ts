import { describe, expect, it } from 'vitest';
import { assertShortenable, isShortenable, selectionToUrl } from './urls';

describe('urls', () => {
  it.each([
    'chrome://settings',
    'about:blank',
    'file:///home/me/a.html',
    'data:text/html,hi',
    'javascript:alert(1)',
    'view-source:https://example.com',
    'chrome-extension://abc/popup.html',
    'moz-extension://abc/popup.html',
    'edge://settings',
    'blob:https://example.com/123',
    '',
    '   ',
    'not a url',
  ])('refuses %j', (url) => {
    expect(isShortenable(url)).toBe(false);
  });

  it('refuses an undefined URL (a tab it cannot read)', () => {
    expect(isShortenable(undefined)).toBe(false);
  });

  it.each(['https://example.com/a?b=c', 'http://127.0.0.1:8080/x', '  https://example.com/ '])(
    'accepts %j',
    (url) => {
      expect(isShortenable(url)).toBe(true);
    },
  );

  it('throws unsupported_url, saying what to do, when the URL cannot be shortened', () => {
    expect(() => assertShortenable('about:blank')).toThrow(
      expect.objectContaining({
        code: 'unsupported_url',
        message: expect.stringMatching(/can’t be shortened.*regular web page/),
      }),
    );
  });

  it('returns the trimmed URL when it can be shortened', () => {
    expect(assertShortenable('  https://example.com/ ')).toBe('https://example.com/');
  });

  it.each([
    ['https://example.com/page', 'https://example.com/page'],
    ['example.com/page', 'https://example.com/page'],
    ['  www.example.org ', 'https://www.example.org'],
  ])('reads the selection %j as a URL', (text, url) => {
    expect(selectionToUrl(text)).toBe(url);
  });

  it.each(['hello world', 'hello', 'javascript:alert(1)', 'file:///etc/passwd', '', 'mailto:a@b.c'])(
    'does not read the selection %j as a URL',
    (text) => {
      expect(selectionToUrl(text)).toBeNull();
    },
  );
});
