/**
 * Init scripts (context.addInitScript) that time the extension's pages from inside, relative to
 * navigation start (performance.now() counts from performance.timeOrigin). They are plain
 * JavaScript strings, not functions: tsx compiles with esbuild's keepNames, whose `__name`
 * helper does not exist in the page.
 *
 * Each one acts only on its own page and records into `window.__bench`.
 */

/** What POPUP_PROBE records in popup.html. */
export interface PopupProbe {
  /** URL input non-empty and the Shorten button enabled, first moment. */
  ready: number | null;
  /** Capture-phase click on the Shorten button. */
  click: number | null;
  /** The Short URL input holds a value, first moment after the click. */
  shown: number | null;
  /** The "This site" panel (#site-stats) shows its numbers, first moment. */
  panel: number | null;
}

export const POPUP_PROBE = `(() => {
  if (location.protocol !== 'chrome-extension:' || !location.pathname.endsWith('/popup.html')) return;
  const bench = { ready: null, click: null, shown: null, panel: null };
  Object.defineProperty(window, '__bench', { value: bench });
  const labelled = (text) => {
    for (const label of document.querySelectorAll('label')) {
      if (label.textContent.trim() === text && label.htmlFor) return document.getElementById(label.htmlFor);
    }
    return null;
  };
  const shortenButton = () =>
    [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Shorten') ?? null;
  const check = () => {
    const now = performance.now();
    if (bench.ready === null) {
      const input = labelled('URL');
      const button = shortenButton();
      if (input && input.value !== '' && button && !button.disabled) bench.ready = now;
    }
    if (bench.panel === null) {
      const panel = document.getElementById('site-stats');
      if (panel && /\\d/.test(panel.textContent)) bench.panel = now;
    }
    if (bench.click !== null && bench.shown === null) {
      const output = labelled('Short URL');
      if (output && output.value !== '') bench.shown = now;
    }
  };
  // Preact sets input.value as a property, which no MutationObserver sees: hook the setter too
  // and check once the render that set it has finished (a microtask later, same task).
  const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  Object.defineProperty(HTMLInputElement.prototype, 'value', {
    ...value,
    set(next) {
      value.set.call(this, next);
      queueMicrotask(check);
    },
  });
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, attributes: true, characterData: true,
  });
  document.addEventListener('input', check, true);
  document.addEventListener('click', (event) => {
    const button = shortenButton();
    if (bench.click === null && button && event.target instanceof Node && button.contains(event.target)) {
      bench.click = performance.now();
    }
  }, true);
})();`;

/** What MANAGER_PROBE records in manager.html: 100 body rows in the table, first moment. */
export interface ManagerProbe {
  rows100: number | null;
}

export const MANAGER_PROBE = `(() => {
  if (location.protocol !== 'chrome-extension:' || !location.pathname.endsWith('/manager.html')) return;
  const bench = { rows100: null };
  Object.defineProperty(window, '__bench', { value: bench });
  const observer = new MutationObserver(() => {
    const table = document.querySelector('table, [role="table"]');
    if (!table) return;
    let rows = 0;
    for (const row of table.querySelectorAll('tr, [role="row"]')) {
      if (row.querySelector('td, [role="cell"]')) rows++;
    }
    if (rows >= 100) {
      bench.rows100 = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true });
})();`;
