import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type FirstPaintApi, readDraftFor } from '../pages/popup/first-paint';
import { clearDraft, DRAFT_LIMIT, saveDraft } from './drafts';
import { emptyLinkForm } from './link-form';

beforeEach(() => fakeBrowser.reset());

/** The popup's read (its first module, before Preact loads). */
const readDraft = (url: string | null | Promise<string | null>) =>
  readDraftFor(fakeBrowser as unknown as FirstPaintApi, url);

// Written by the background (lib/shared/drafts.ts), read by the popup straight from storage.session
// (lib/pages/popup/first-paint.ts): tested together, so the two sides cannot drift apart.
describe('popup drafts', () => {
  it('keeps a draft per tab URL in session storage until cleared', async () => {
    const draft = { ...emptyLinkForm('https://a.example'), alias: 'mine' };
    await saveDraft('https://a.example', draft);
    expect(await readDraft('https://a.example')).toEqual(draft);
    expect(await readDraft('https://b.example')).toBeNull();
    expect(
      Object.keys((await fakeBrowser.storage.session.get('popupDraft')).popupDraft as object),
    ).toHaveLength(1);
    await clearDraft('https://a.example');
    expect(await readDraft('https://a.example')).toBeNull();
  });

  it('drops the oldest drafts beyond the limit', async () => {
    for (let i = 0; i <= DRAFT_LIMIT; i++) await saveDraft(`https://e.com/${i}`, emptyLinkForm(), 1000 + i);
    expect(await readDraft('https://e.com/0')).toBeNull();
    expect(await readDraft(`https://e.com/${DRAFT_LIMIT}`)).not.toBeNull();
  });

  it('keeps every draft when two popups save at the same time', async () => {
    await Promise.all([
      saveDraft('https://a.example', { ...emptyLinkForm('https://a.example'), alias: 'a' }),
      saveDraft('https://b.example', { ...emptyLinkForm('https://b.example'), alias: 'b' }),
    ]);
    expect(await readDraft('https://a.example')).toMatchObject({ alias: 'a' });
    expect(await readDraft('https://b.example')).toMatchObject({ alias: 'b' });
  });

  it('reads storage while the tab URL is still on its way, and reads no draft without a tab', async () => {
    const draft = { ...emptyLinkForm('https://a.example'), alias: 'mine' };
    await saveDraft('https://a.example', draft);
    expect(await readDraft(Promise.resolve('https://a.example'))).toEqual(draft);
    expect(await readDraft(Promise.resolve(null))).toBeNull();
  });

  it('reads no draft from a stored value of the wrong shape, and never throws', async () => {
    await fakeBrowser.storage.session.set({ popupDraft: 'not an object' });
    expect(await readDraft('https://a.example')).toBeNull();
    await fakeBrowser.storage.session.set({ popupDraft: { 'https://a.example': { value: 42 } } });
    expect(await readDraft('https://a.example')).toBeNull();
    expect(await readDraft('constructor')).toBeNull();
  });
});
