import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import { expiryNotice, formatIn, siteNotice } from './notices';

const f = formatIn('en');
const link = { id: 5, shortUrl: 'https://sho.rt/x7k2p', alias: 'x7k2p' };

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});

describe('the words of a notice', () => {
  it('says "1 visitor", not "1 visitors", for a site well below its usual', () => {
    const notice = siteNotice(
      {
        id: 12,
        host: 'example.com',
        day: '2026-03-10',
        until: Date.UTC(2026, 2, 10, 10),
        verdict: { direction: 'below', today: 1, usual: 40 },
        referrer: null,
      },
      f,
    );

    expect(notice.message).toMatch(/^example\.com: 1 visitor by .+, against about 40 on a usual day\.$/);
  });

  it('says "1 click", not "1 clicks", for a link whose one click is used', () => {
    expect(expiryNotice(link, { kind: 'clicks', clicks: 1, limit: 1 }, f).message).toBe(
      'Used: 1 of its 1 click. Click to edit it.',
    );
    expect(expiryNotice(link, { kind: 'clicks', clicks: 95, limit: 100 }, f).message).toBe(
      'Used: 95 of its 100 clicks. Click to edit it.',
    );
  });
});
