/**
 * Copying text from the background (menu, shortcut). Pages copy directly; this is for the
 * background, which has no focused document:
 * - Chrome MV3: the service worker has no DOM, so an offscreen document (reason CLIPBOARD)
 *   writes for it (entrypoints/offscreen).
 * - Firefox (MV2 and MV3): the background is a page and writes itself (clipboardWrite permission).
 */
import { browser } from 'wxt/browser';

/** The message the background sends the offscreen document. `target` keeps rpc.serve out of it. */
export interface OffscreenCopyMessage {
  target: 'offscreen';
  type: 'clipboard.write';
  text: string;
}
export type OffscreenAnswer = { ok: true } | { ok: false; message: string };

export function isOffscreenCopyMessage(message: unknown): message is OffscreenCopyMessage {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as Record<string, unknown>;
  return m.target === 'offscreen' && m.type === 'clipboard.write' && typeof m.text === 'string';
}

/** Writes in a document: the async Clipboard API, else a selected textarea and execCommand. */
export async function writeTextInDocument(text: string, doc: Document = document): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Unfocused documents (offscreen, background pages) may refuse: fall back below.
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  try {
    area.select();
    if (!doc.execCommand('copy')) throw new Error('The browser refused to copy.');
  } finally {
    area.remove();
  }
}

/** The parts of chrome.offscreen and chrome.runtime this file uses (not in the polyfill's types). */
interface ChromeOffscreen {
  offscreen?: {
    createDocument(options: { url: string; reasons: string[]; justification: string }): Promise<void>;
    hasDocument?(): Promise<boolean>;
  };
  runtime?: {
    getContexts?(filter: { contextTypes: string[]; documentUrls?: string[] }): Promise<unknown[]>;
  };
}

const OFFSCREEN_PATH = '/offscreen.html';
let creating: Promise<void> | null = null;

async function ensureOffscreenDocument(
  chrome: Required<Pick<ChromeOffscreen, 'offscreen'>> & ChromeOffscreen,
) {
  const url = browser.runtime.getURL(OFFSCREEN_PATH);
  const exists = chrome.runtime?.getContexts
    ? (await chrome.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'], documentUrls: [url] }))
        .length > 0
    : await (chrome.offscreen.hasDocument?.() ?? Promise.resolve(false));
  if (exists) return;
  // Two copies at once must not both create it (the second create throws).
  creating ??= chrome.offscreen
    .createDocument({
      url: OFFSCREEN_PATH,
      reasons: ['CLIPBOARD'],
      justification: 'Copy the short link the user just created to the clipboard.',
    })
    .finally(() => {
      creating = null;
    });
  await creating;
}

/** Copies `text` from the background; rejects when the browser refused. */
export async function copyFromBackground(text: string): Promise<void> {
  // Firefox's background is a page: it writes itself. Elsewhere the background is a service
  // worker, which has no document: only the offscreen one can write. Deciding at build time
  // keeps the document path out of the Chrome build's background, where it could never run.
  if (import.meta.env.FIREFOX) return writeTextInDocument(text);
  const chrome = (
    globalThis as unknown as { chrome: Required<Pick<ChromeOffscreen, 'offscreen'>> & ChromeOffscreen }
  ).chrome;
  await ensureOffscreenDocument(chrome);
  const message: OffscreenCopyMessage = { target: 'offscreen', type: 'clipboard.write', text };
  const answer = (await browser.runtime.sendMessage(message)) as OffscreenAnswer | undefined;
  if (!answer?.ok) throw new Error(answer?.message ?? 'The offscreen document did not answer.');
}
