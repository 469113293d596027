// Chrome only: the MV3 service worker has no DOM, so it asks this offscreen document (reason
// CLIPBOARD) to write the short link to the clipboard. Answers only its own message type, so
// the pages' messages to the background are left to the background.
import { browser } from 'wxt/browser';
import {
  isOffscreenCopyMessage,
  type OffscreenAnswer,
  writeTextInDocument,
} from '../../lib/background/clipboard';

browser.runtime.onMessage.addListener((message: unknown, sender): Promise<OffscreenAnswer> | undefined => {
  if (!isOffscreenCopyMessage(message) || sender.id !== browser.runtime.id) return undefined;
  return writeTextInDocument(message.text).then(
    (): OffscreenAnswer => ({ ok: true }),
    (error: unknown): OffscreenAnswer => ({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
});
