import { describe, expect, it } from 'vitest';
import { pageSearchTerm } from './page-search';

describe('pageSearchTerm', () => {
  it('is the host and path without trailing slash, scheme, query or fragment', () => {
    expect(pageSearchTerm('https://Example.com/docs/?a=1#x')).toBe('example.com/docs');
    expect(pageSearchTerm('http://example.com:8080/')).toBe('example.com:8080');
  });

  it('is null for a URL that is not a web page', () => {
    expect(pageSearchTerm('chrome://newtab/')).toBeNull();
    expect(pageSearchTerm('nonsense')).toBeNull();
  });
});
