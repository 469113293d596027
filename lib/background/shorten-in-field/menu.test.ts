import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import { fakeApi, makeLink, pageOf } from '../../../test/fake-api';
import { saveSettings } from '../settings/store';
import type { FieldContent } from './field-links';
import { presetOfClick, shortenFieldWithFeedback } from './menu';
import type { FieldPage } from './page';

function page(text: string, undoable: boolean): FieldPage {
  const content: FieldContent = { kind: 'value', parts: [text], links: [null] };
  return {
    read: vi.fn(async () => ({ frameId: 3, content })),
    write: vi.fn(async () => ({ state: 'written' as const, undoable })),
    undo: vi.fn(async () => 'undone' as const),
  };
}

describe('presetOfClick', () => {
  it('reads the preset a child item names, none for the plain item, null for other items', () => {
    expect(presetOfClick('shorten-links-field')).toBeUndefined();
    expect(presetOfClick('shorten-links-field/')).toBeUndefined();
    expect(presetOfClick('shorten-links-field/News: May')).toBe('News: May');
    expect(presetOfClick('shorten-link')).toBeNull();
  });
});

describe('shortenFieldWithFeedback', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    useEnglishMessages();
    await saveSettings({ apiKey: 'key-1234', linksBaseUrl: 'https://sho.rt' });
  });

  async function run(undoable: boolean) {
    const api = fakeApi();
    api.links.list.mockResolvedValue(pageOf([]));
    api.links.create.mockImplementation(async ({ url }) => makeLink({ url, shortUrl: 'https://sho.rt/n' }));
    const create = vi.spyOn(fakeBrowser.notifications, 'create');
    const field = page('https://a.example/x', undoable);
    const outcome = await shortenFieldWithFeedback({ tabId: 9 }, { getApi: async () => api, page: field });
    return { outcome, create, field };
  }

  it('tells how many links changed in a notification', async () => {
    const { create } = await run(true);
    expect(create).toHaveBeenCalledWith(
      expect.stringMatching(/^fieldRun\?job=/),
      expect.objectContaining({ message: '1 link shortened in this field.' }),
    );
  });

  it('gives the notification of a write the page cannot undo its run, so its click can undo it', async () => {
    const { create } = await run(false);
    expect(create).toHaveBeenCalledWith(
      expect.stringMatching(/^fieldRun\?job=/),
      expect.objectContaining({ message: expect.stringContaining('click this notification') }),
    );
  });
});
