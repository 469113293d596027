import { fakeBrowser } from 'wxt/testing/fake-browser';
import { bootFrom, type PopupBoot } from '../lib/pages/popup/boot';
import { type FirstPaintApi, readTab } from '../lib/pages/popup/first-paint';

/**
 * What the popup starts from for `search` (`?tabId=N`): the tab and its draft as the popup's first
 * module reads them before Preact loads, here from the fake browser.
 */
export async function bootFor(search: string): Promise<PopupBoot> {
  return bootFrom(await readTab(fakeBrowser as unknown as FirstPaintApi, search));
}
