import { describe, expect, it } from 'vitest';
import { englishMessage, useEnglishMessages } from '../../../components/testing/english-messages';
import { targetTab } from './target-tab';

describe('targetTab', () => {
  it('accepts a tab whose URL can be shortened', () => {
    expect(targetTab({ tabId: 7, url: 'https://example.com/a', shortenable: true })).toEqual({
      ok: true,
      tabId: 7,
      url: 'https://example.com/a',
    });
  });

  it('says the tab cannot be read when its URL is missing, and cannot be shortened when it is not http(s)', () => {
    useEnglishMessages();
    const unreadable = targetTab({ tabId: 999, url: undefined, shortenable: false });
    const unsupported = targetTab({ tabId: 1, url: 'about:blank', shortenable: false });
    expect(unreadable).toEqual({ ok: false, reason: englishMessage('popup_tabUnreadable') });
    expect(unsupported).toEqual({ ok: false, reason: englishMessage('error_unsupported_url') });
  });
});
