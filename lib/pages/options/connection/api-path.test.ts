import { describe, expect, it } from 'vitest';
import { stripApiPath } from './validate';

// a links base URL ending in the API's own path was saved without a word.
describe('stripApiPath', () => {
  it('removes a trailing /api/v1 and says what it removed', () => {
    expect(stripApiPath('https://sho.rt/api/v1')).toEqual({ url: 'https://sho.rt', removed: '/api/v1' });
  });

  it('removes /api/v1 with a resource and slashes after it', () => {
    expect(stripApiPath(' https://sho.rt/api/v1/links/ ')).toEqual({
      url: 'https://sho.rt',
      removed: '/api/v1/links/',
    });
  });

  it('keeps the folder a server is installed in', () => {
    expect(stripApiPath('https://example.com/short/API/v1')).toEqual({
      url: 'https://example.com/short',
      removed: '/API/v1',
    });
  });

  it('leaves other URLs alone', () => {
    for (const url of [
      'https://sho.rt',
      'https://sho.rt/apis/v1',
      'https://sho.rt/api/v10',
      'not a url',
      '',
    ]) {
      expect(stripApiPath(url)).toBeNull();
    }
  });
});
