// @vitest-environment happy-dom
import { render } from '@testing-library/preact';
import { hydrate } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { useEnglishMessages } from '../../components/testing/english-messages';
import { App } from '../../entrypoints/popup/App';
import { emptyLinkForm } from '../../lib/shared/link-form';
import { prerenderPopup, tagMessages } from './popup';

const boot = (url: string) => ({ tab: { ok: true as const, tabId: 1, url }, form: emptyLinkForm(url) });

describe('prerenderPopup', () => {
  it('renders the form with its English strings tagged by message key', async () => {
    const markup = await prerenderPopup();
    const root = document.createElement('div');
    root.innerHTML = markup;
    const labels = [...root.querySelectorAll('label')].map((label) => [
      label.textContent,
      label.dataset.i18n,
    ]);
    expect(labels).toEqual([
      ['URL', 'form_url'],
      ['Alias', 'form_alias'],
      ['Password', 'form_password'],
    ]);
    const shorten = root.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect([shorten?.textContent, shorten?.dataset.i18n, shorten?.disabled]).toEqual([
      'Shorten',
      'popup_shorten',
      false,
    ]);
    expect(markup).not.toMatch(/[\uE000\uE001]/);
  });

  it('is what Preact renders, so hydration keeps every element, the text typed and the focus', async () => {
    useEnglishMessages();
    // popup.html's body: the header's box (PopupHeader fills it), then #app with the markup.
    document.body.innerHTML = '<header id="popup-header"></header><div id="app"></div>';
    const root = document.getElementById('app') as HTMLElement;
    root.innerHTML = await prerenderPopup();
    const alias = root.querySelector<HTMLInputElement>('input[name="alias"]');
    alias?.focus();
    if (alias) alias.value = 'typed-before';

    hydrate(
      <App
        boot={{
          ...boot('https://example.com/a'),
          form: { ...emptyLinkForm('https://example.com/a'), alias: 'typed-before' },
        }}
      />,
      root,
    );

    expect(root.querySelector('input[name="alias"]')).toBe(alias);
    expect(document.activeElement).toBe(alias);
    expect(alias?.value).toBe('typed-before');
    // The same ids as a render from scratch (useId() counts the same tree).
    const fresh = render(<App boot={boot('https://example.com/a')} />).container;
    const ids = (element: ParentNode) => [...element.querySelectorAll('[id]')].map((node) => node.id);
    expect(ids(root)).toEqual(ids(fresh));
    await vi.dynamicImportSettled(); // The popup's lazy parts, loaded after hydration.
  });
});

describe('tagMessages', () => {
  const messages = { form_url: { message: 'URL' }, find: { message: 'Find a link' } };

  it('turns markers into English text, the key in data-i18n or data-i18n-attrs', () => {
    const html = tagMessages(
      '<label>\uE000form_url\uE001</label><input placeholder="\uE000find\uE001">',
      messages,
    );
    expect(html).toBe(
      '<label data-i18n="form_url">URL</label><input placeholder="Find a link" data-i18n-attrs="placeholder=find">',
    );
  });

  it('fails the build on a marker that is only part of a text, which cannot be swapped at start', () => {
    expect(() => tagMessages('<p>Go to \uE000form_url\uE001</p>', messages)).toThrow(/form_url/);
  });

  it('fails the build on a message missing from the English file', () => {
    expect(() => tagMessages('<p>\uE000nope\uE001</p>', messages)).toThrow(/no English message "nope"/);
  });
});
