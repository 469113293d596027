/**
 * The popup's first module: all the code that runs before the popup is ready.
 *
 * popup.html already holds the form, rendered at build time from the popup's own components
 * (build/prerender/popup.ts), so the browser paints it with the page. This module puts in the
 * strings of the browser's language, reads the tab and its draft, and fills the fields: the
 * popup is usable before Preact has loaded. Preact then hydrates the same markup
 * (entrypoints/popup/main.tsx), keeping what was typed and where the focus is; a click or an
 * Enter made before that is held and replayed once the form's handlers are attached.
 *
 * It is bundled on its own into popup.html's first script (entrypoints/popup-first.ts), so what it
 * imports is what runs before ready: constants and small pure functions, never the polyfill,
 * Preact or zod. The extension API comes in as `api`.
 */
import type { StoredDrafts } from '../../shared/drafts';
import { applyLanguage, interfaceLanguage } from '../../shared/language';
import { type LinkFormValue, MAIN_FIELDS } from '../../shared/link-form';
import { isShortenable } from '../../shared/shortenable';
import { DRAFTS_STORAGE_KEY } from '../../shared/storage-keys';
import { focusFindOnSlash } from '../find-link/find-on-slash';

/** The parts of the extension API this reads (`browser` in Firefox, `chrome` in Chromium: both answer promises). */
export interface FirstPaintApi {
  tabs: {
    get(tabId: number): Promise<{ url?: string | undefined }>;
    query(query: { active: true; currentWindow: true }): Promise<Array<{ url?: string | undefined }>>;
  };
  storage: { session: { get(key: string): Promise<Record<string, unknown>> } };
  i18n: { getMessage(key: string): string; getUILanguage(): string };
}

/** The fields shown before "More options" (MAIN_FIELDS): the ones popup.html holds. */
type FilledField = (typeof MAIN_FIELDS)[number];
export type FilledValues = Partial<Pick<LinkFormValue, FilledField>>;

/** What the tab and storage said, worded by the popup (target-tab.ts) once it has loaded. */
export interface TabRead {
  tabId: number | null;
  /** Undefined when the tab is gone or its URL may not be read. */
  url: string | undefined;
  /** isShortenable(url): judged here, so the popup's later code need not load it again. */
  shortenable: boolean;
  /** The draft typed earlier for this URL. */
  draft: Partial<LinkFormValue> | null;
}

export interface FirstPaint extends TabRead {
  /** The filled fields as they are now (what was filled in, or typed since). */
  values(): FilledValues;
  /** True once a field was typed in before Preact took over (its draft is not saved yet). */
  typed(): boolean;
  /** Hands over to Preact: stops holding, and replays the clicks and the submit held meanwhile. */
  release(): void;
}

export function tabIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('tabId');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/** The target tab's URL (`?tabId=N`, else the active tab); undefined when it cannot be read. */
export async function readTabUrl(api: FirstPaintApi, tabId: number | null): Promise<string | undefined> {
  try {
    const tab =
      tabId !== null
        ? await api.tabs.get(tabId)
        : (await api.tabs.query({ active: true, currentWindow: true }))[0];
    return tab?.url || undefined;
  } catch {
    return undefined; // An unknown tab id, or a tab we may not see.
  }
}

/**
 * The draft typed earlier for `tabUrl`, else null; never throws (a draft never blocks the popup).
 * `tabUrl` may still be on its way: storage is read meanwhile (null = no tab, no draft).
 */
export async function readDraftFor(
  api: FirstPaintApi,
  tabUrl: string | null | Promise<string | null>,
): Promise<Partial<LinkFormValue> | null> {
  try {
    const [{ [DRAFTS_STORAGE_KEY]: drafts }, url] = await Promise.all([
      api.storage.session.get(DRAFTS_STORAGE_KEY),
      tabUrl,
    ]);
    // Any stored shape is tolerated: a missing or odd entry reads as no draft (typeof null too).
    const value: unknown = url === null ? null : (drafts as StoredDrafts | undefined)?.[url]?.value;
    return typeof value === 'object' ? (value as Partial<LinkFormValue> | null) : null;
  } catch {
    return null;
  }
}

/** The tab and its draft, read at once (the drafts while the tab's URL is on its way). */
export async function readTab(api: FirstPaintApi, search: string): Promise<TabRead> {
  const tabId = tabIdFromSearch(search);
  const url = readTabUrl(api, tabId);
  const shortenableUrl = url.then((read) => (isShortenable(read) ? (read as string) : null));
  const draft = readDraftFor(api, shortenableUrl);
  return { tabId, url: await url, shortenable: (await shortenableUrl) !== null, draft: await draft };
}

/**
 * Puts the browser's language into the markup: `data-i18n="key"` is an element's text,
 * `data-i18n-attrs="placeholder=key;title=key"` its attributes (build/prerender/popup.ts).
 */
export function localize(root: ParentNode, message: (key: string) => string): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const text = message(element.dataset.i18n ?? '');
    if (text) element.textContent = text;
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-i18n-attrs]')) {
    for (const pair of (element.dataset.i18nAttrs ?? '').split(';')) {
      const [name = '', key = ''] = pair.split('=');
      const text = message(key);
      if (name && text) element.setAttribute(name, text);
    }
  }
}

/** The form's input for `field` (LinkForm names its main fields). */
function input(form: HTMLFormElement | null, field: FilledField): HTMLInputElement | null {
  const element = form?.elements.namedItem(field);
  return element instanceof HTMLInputElement ? element : null;
}

/** Resolves once the parser is done with `document` (it may still be parsing: the script is async). */
function parsed(document: Document): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('readystatechange', () => resolve(), { once: true }),
  );
}

/**
 * Starts the popup before Preact: asks for the tab and its draft at once (popup.html loads this
 * script async, so while the page is still being parsed), holds early clicks and submits, wires
 * "/" to Find a link (find-on-slash.ts), then localizes the markup and fills the fields nobody
 * has typed in yet. Resolves once the form holds the tab's URL.
 */
export async function firstPaint(
  document: Document,
  search: string,
  api: FirstPaintApi,
): Promise<FirstPaint> {
  // First of all: popup.html is pre-rendered in English but states no language, and the browser
  // may paint before the words are put in; the interface's language is there from the start.
  applyLanguage(
    document.documentElement,
    interfaceLanguage(api.i18n.getMessage('meta_language'), api.i18n.getUILanguage()),
  );
  const reading = readTab(api, search);
  const typed = new Set<string>();
  const onInput = (event: Event) => typed.add((event.target as HTMLInputElement).name);
  document.addEventListener('input', onInput, true);
  const held = holdEarlyActions(document);
  focusFindOnSlash(document);

  await parsed(document);
  localize(document, (key) => api.i18n.getMessage(key));
  const form = document.querySelector<HTMLFormElement>('#app form');
  const read = await reading;
  const filled: FilledValues = { ...read.draft, url: read.draft?.url ?? read.url ?? '' };
  if (read.shortenable) {
    for (const field of MAIN_FIELDS) {
      const element = input(form, field);
      const value = filled[field];
      // Typed before the tab was read: the person's text wins.
      if (element && typeof value === 'string' && !typed.has(field)) element.value = value;
    }
  }
  return {
    ...read,
    values: () =>
      Object.fromEntries(
        MAIN_FIELDS.flatMap((field) => {
          const element = input(form, field);
          return element ? [[field, element.value]] : [];
        }),
      ),
    typed: () => typed.size > 0,
    release() {
      document.removeEventListener('input', onInput, true);
      held();
    },
  };
}

/**
 * Until Preact has attached the form's handlers, a click on one of its buttons or a submit
 * (Shorten, Enter) would do nothing or, for a submit, reload the page: they are held, and replayed
 * on release on the same elements (hydration keeps them).
 */
function holdEarlyActions(document: Document): () => void {
  let submitted: HTMLFormElement | null = null;
  const clicked: HTMLElement[] = [];
  const inApp = (event: Event) => (event.target as Element).closest?.('#app') != null;
  const onSubmit = (event: Event) => {
    if (!inApp(event)) return;
    event.preventDefault();
    submitted = event.target as HTMLFormElement;
  };
  const onClick = (event: Event) => {
    const button = inApp(event)
      ? (event.target as Element).closest<HTMLElement>('button[type="button"]')
      : null;
    if (button) clicked.push(button);
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);
  return () => {
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('click', onClick, true);
    for (const button of clicked) if (button.isConnected) button.click();
    if (submitted?.isConnected) submitted.requestSubmit();
  };
}
