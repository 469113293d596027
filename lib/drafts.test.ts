import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clearDraft, DRAFT_LIMIT, loadDraft, saveDraft } from './drafts';
import { emptyLinkForm } from './link-form';

beforeEach(() => fakeBrowser.reset());

describe('popup drafts', () => {
  it('keeps a draft per tab URL in session storage until cleared', async () => {
    const draft = { ...emptyLinkForm('https://a.example'), alias: 'mine' };
    await saveDraft('https://a.example', draft);
    expect(await loadDraft('https://a.example')).toEqual(draft);
    expect(await loadDraft('https://b.example')).toBeNull();
    expect(
      Object.keys((await fakeBrowser.storage.session.get('popupDraft')).popupDraft as object),
    ).toHaveLength(1);
    await clearDraft('https://a.example');
    expect(await loadDraft('https://a.example')).toBeNull();
  });

  it('drops the oldest drafts beyond the limit', async () => {
    for (let i = 0; i <= DRAFT_LIMIT; i++) await saveDraft(`https://e.com/${i}`, emptyLinkForm(), 1000 + i);
    expect(await loadDraft('https://e.com/0')).toBeNull();
    expect(await loadDraft(`https://e.com/${DRAFT_LIMIT}`)).not.toBeNull();
  });
});
