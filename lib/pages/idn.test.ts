import { describe, expect, it } from 'vitest';
import { unicodeHost, unicodeUrl } from './idn';

// internationalized domains were listed and announced as punycode.
describe('unicodeHost', () => {
  it('shows a punycode host in Unicode', () => {
    expect(unicodeHost('xn--nicode-test-shb.example')).toBe('ünicode-test.example');
    expect(unicodeHost('www.xn--bcher-kva.de')).toBe('www.bücher.de');
  });

  it('leaves an ASCII host and a host with a port as they are, but the labels it decodes', () => {
    expect(unicodeHost('sho.rt')).toBe('sho.rt');
    expect(unicodeHost('xn--bcher-kva.de:8080')).toBe('bücher.de:8080');
  });

  it('keeps a label that is not valid punycode rather than failing', () => {
    expect(unicodeHost('xn--.example')).toBe('xn--.example');
  });
});

describe('unicodeUrl', () => {
  it('decodes the host of a URL and nothing else', () => {
    expect(unicodeUrl('https://xn--bcher-kva.de/xn--path?q=xn--q#xn--h')).toBe(
      'https://bücher.de/xn--path?q=xn--q#xn--h',
    );
  });

  it('keeps user info and port around the decoded host', () => {
    expect(unicodeUrl('http://user@xn--bcher-kva.de:81/a')).toBe('http://user@bücher.de:81/a');
  });

  it('returns text that is not a URL unchanged', () => {
    expect(unicodeUrl('not a url')).toBe('not a url');
    expect(unicodeUrl('mailto:a@xn--bcher-kva.de')).toBe('mailto:a@xn--bcher-kva.de');
  });
});
