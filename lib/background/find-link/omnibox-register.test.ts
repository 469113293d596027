import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { englishMessage } from '../../../components/testing/english-messages';
import { registerOmnibox } from './omnibox';

/** A stand-in address bar API: the listeners it got, and the default suggestions set. */
function fakeOmnibox() {
  const listeners = (): { addListener: (fn: () => void) => void; fire: () => void } => {
    const fns: Array<() => void> = [];
    return {
      addListener: (fn) => {
        fns.push(fn);
      },
      fire: () => {
        for (const fn of fns) fn();
      },
    };
  };
  const omnibox = {
    setDefaultSuggestion: vi.fn(),
    onInputStarted: listeners(),
    onInputChanged: listeners(),
    onInputEntered: listeners(),
  };
  Object.assign(fakeBrowser.omnibox, omnibox);
  return omnibox;
}

const deps = { getApi: vi.fn(), copy: vi.fn() };

describe('registerOmnibox (the worker translates nothing at start)', () => {
  const getMessage = vi.fn(englishMessage);
  beforeEach(() => {
    fakeBrowser.reset();
    getMessage.mockClear();
    fakeBrowser.i18n.getMessage = getMessage as unknown as typeof fakeBrowser.i18n.getMessage;
  });
  afterEach(() => vi.restoreAllMocks());

  it('registers its listeners without reading a translation or setting the suggestion', () => {
    const omnibox = fakeOmnibox();

    registerOmnibox(deps);

    expect(getMessage).not.toHaveBeenCalled();
    expect(omnibox.setDefaultSuggestion).not.toHaveBeenCalled();
  });

  it('sets the default suggestion when the keyword is typed', () => {
    const omnibox = fakeOmnibox();
    registerOmnibox(deps);

    omnibox.onInputStarted.fire();

    expect(omnibox.setDefaultSuggestion).toHaveBeenCalledWith({
      description: englishMessage('omnibox_default'),
    });
  });

  it('sets the default suggestion on install or update and at the browser start', async () => {
    const omnibox = fakeOmnibox();
    registerOmnibox(deps);

    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'update', previousVersion: '0.0.1' });
    await fakeBrowser.runtime.onStartup.trigger();

    expect(omnibox.setDefaultSuggestion).toHaveBeenCalledTimes(2);
  });
});
