// The popup's first script: a classic async script in popup.html's <head>, built on its
// own (a WXT unlisted script: one small file that imports nothing). It runs as soon as it has
// loaded, while the page may still be parsing, asks for the tab at once, fills the pre-rendered
// form when the parser is done (lib/pages/popup/first-paint.ts), then loads the rest
// (entrypoints/popup/main.tsx), which hydrates that form. Measured against the alternatives
// (docs/ARCHITECTURE.md, "The popup's start"): a module script started ~15 ms later; a blocking
// classic script held the first paint back; a deferred one asked for the tab later.
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { type FirstPaintApi, firstPaint } from '../lib/pages/popup/first-paint';

declare const chrome: FirstPaintApi;

export default defineUnlistedScript(() => {
  // Firefox's `browser` and Chromium's `chrome` both answer promises for what the first paint asks.
  const api = (globalThis as { browser?: FirstPaintApi }).browser ?? chrome;
  // The e2e hook (docs/ARCHITECTURE.md, "Contracts"): `?holdHydration` waits for the test's
  // `e2e-hydrate` event, so it can type and click before Preact takes over. Listened for from the
  // start: a test may send it as soon as it sees the URL filled, before the first paint has
  // finished. Production drops it.
  const released =
    import.meta.env.MODE === 'e2e' && new URLSearchParams(location.search).has('holdHydration')
      ? new Promise((resolve) => addEventListener('e2e-hydrate', resolve, { once: true }))
      : undefined;
  void firstPaint(document, location.search, api).then(async (first) => {
    performance.mark('popup-filled'); // Read by npm run bench (popup ready, hydrated).
    if (released) await released;
    // The build names main.tsx's file on #app (build/prerender/popup.ts); `wxt dev` serves the source.
    const main = document.getElementById('app')?.dataset.main ?? './popup/main.tsx';
    const { hydratePopup } = (await import(/* @vite-ignore */ main)) as typeof import('./popup/main');
    hydratePopup(first);
    performance.mark('popup-hydrated');
  });
});
