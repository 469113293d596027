import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { englishMessage } from '../../components/testing/english-messages';
import { API_ERROR_CODES } from '../api/errors';
import { errorText } from './error-text';

describe('errorText', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.restoreAllMocks();
  });

  it.each(
    API_ERROR_CODES.filter((c) => c !== 'validation' && c !== 'rate_limited' && c !== 'permission_missing'),
  )('uses the error_%s sentence', (code) => {
    expect(errorText({ code, message: 'server text' })).toBe(`error_${code}`);
  });

  it('adds the server field messages to a validation error', () => {
    const text = errorText({
      code: 'validation',
      message: 'x',
      fields: { alias: ['The Alias has already been taken.'], url: ['You shortened too many links.'] },
    });
    expect(text).toBe('error_validation The Alias has already been taken. You shortened too many links.');
  });

  it('says how long to wait when the rate limit gives retryAfter, in whole seconds', () => {
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(englishMessage as never);

    expect(errorText({ code: 'rate_limited', message: 'x', retryAfter: 29.5 })).toBe(
      'Too many requests. Try again in 30 seconds.',
    );
    expect(errorText({ code: 'rate_limited', message: 'x' })).toBe(
      'Too many requests. Wait a minute and try again.',
    );
  });

  it('says "1 second", not "1 seconds", for a wait under a second', () => {
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(englishMessage as never);

    expect(errorText({ code: 'rate_limited', message: 'x', retryAfter: 0.4 })).toBe(
      'Too many requests. Try again in 1 second.',
    );
  });

  it('names the origin to allow when the message carries it', () => {
    vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(
      ((key: string, subs?: string) => `${key}:${subs ?? ''}`) as never,
    );
    expect(
      errorText({ code: 'permission_missing', message: 'Allow access to https://sho.rt:8443 in Options.' }),
    ).toBe('error_permission_missing_origin:https://sho.rt:8443');
  });
});
