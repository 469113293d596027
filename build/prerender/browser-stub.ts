/**
 * `wxt/browser` while the popup is rendered at build time (build/prerender/popup.ts). Messages
 * come back as markers (`\uE000key\uE001`) that the build turns into English text plus a
 * `data-i18n` attribute, so the popup's first module can put in the browser's language. Any other
 * API answers a promise that never settles: rendering must not depend on one.
 */
export const MESSAGE_START = '\uE000';
export const MESSAGE_END = '\uE001';

const never = () => new Promise<never>(() => {});
const anyApi: unknown = new Proxy(never, { get: () => anyApi, apply: never });

export const browser = new Proxy(
  {
    i18n: {
      getMessage(key: string, substitutions?: unknown): string {
        if (substitutions !== undefined) {
          throw new Error(`"${key}" has substitutions: the popup's first screen cannot localize it at start`);
        }
        return `${MESSAGE_START}${key}${MESSAGE_END}`;
      },
      getUILanguage: () => 'en',
    },
  } as Record<string, unknown>,
  { get: (target, name: string) => target[name] ?? anyApi },
);
