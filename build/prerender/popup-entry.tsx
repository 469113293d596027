/**
 * What popup.html ships inside `#app`: the popup's first screen, rendered at build time
 * by the same component the page hydrates (entrypoints/popup/App.tsx) in the state it has the
 * moment the tab is read: connected (assumed, as usePopup does until the settings answer), a tab to
 * shorten whose URL the first module fills in, no draft. Bundled and run in Node by
 * build/prerender/popup.ts, with `wxt/browser` replaced by ./browser-stub.ts.
 */
import { renderToString } from 'preact-render-to-string';
import { App } from '../../entrypoints/popup/App';
import { emptyLinkForm } from '../../lib/shared/link-form';

export function renderPopup(): string {
  return renderToString(<App boot={{ tab: { ok: true, tabId: null, url: '' }, form: emptyLinkForm('') }} />);
}
