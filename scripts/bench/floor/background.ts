/**
 * The background's floor (`npm run bench`): the libraries docs/ARCHITECTURE.md mandates, called
 * the way lib/ calls them (storage items with a version, a fallback and a watcher; zod/mini
 * objects with refine checks; the polyfilled runtime.onMessage), and no logic of ours. Built on
 * its own by ../background-floor.ts: what it weighs, our code cannot win back.
 */
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { storage } from 'wxt/utils/storage';
import * as z from 'zod/mini';

const input = z.object({
  text: z.optional(z.string().check(z.refine((text) => text.length > 0, 'Enter a value.'))),
  count: z.optional(z.nullable(z.number())),
  flag: z.optional(z.boolean()),
  kind: z.optional(z.enum(['a', 'b'])),
  none: z.optional(z.never()),
  list: z.optional(z.custom<unknown[]>(Array.isArray)),
});

const settings = storage.defineItem<{ text: string }>('local:settings', { version: 1, migrations: {} });
const drafts = storage.defineItem<Record<string, string>>('session:drafts', { fallback: {} });

export default defineBackground(() => {
  settings.watch((next) => browser.action.setBadgeText({ text: next?.text ?? '' }));
  browser.runtime.onMessage.addListener(async (message: unknown) => {
    const parsed = input.safeParse(message);
    if (!parsed.success) return parsed.error.issues.map((issue) => issue.message);
    await drafts.setValue({ ...(await drafts.getValue()), text: parsed.data.text ?? '' });
    await storage.removeItems(['local:old']);
    return settings.getValue();
  });
});
