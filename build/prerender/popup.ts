/**
 * the pre-rendered popup: popup.html ships its first screen (the form) as markup, so the
 * browser paints it with the page and the first module only fills in the tab's URL; Preact then
 * hydrates that markup instead of building it (entrypoints/popup/main.tsx).
 * The first script is entrypoints/popup-first.ts (lib/pages/popup/first-paint.ts).
 *
 * The markup comes from the popup's own components (./popup-entry.tsx), bundled by esbuild and run
 * here in Node at build time. Strings come out as markers (./browser-stub.ts) and leave as English
 * text tagged with their message key: `data-i18n="key"` for an element's text,
 * `data-i18n-attrs="placeholder=key;title=key"` for attributes. The first script puts in the
 * browser's language from those tags.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import { Window } from 'happy-dom';
import type { OutputAsset, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { MESSAGE_END, MESSAGE_START } from './browser-stub';

// From the project's root, where npm scripts, WXT and Vitest run (happy-dom rewrites import.meta.url).
const here = (path: string) => resolve(process.cwd(), 'build/prerender', path);
const MARKER = new RegExp(`${MESSAGE_START}(\\w+)${MESSAGE_END}`, 'g');
const WHOLE_MARKER = new RegExp(`^${MESSAGE_START}(\\w+)${MESSAGE_END}$`);

/** Where the popup's markup goes: popup.html's `#app`, left empty in the source. */
export const APP_PLACEHOLDER = '<div id="app"></div>';

type Messages = Record<string, { message: string }>;

/** Code loaded later (lazy chunks) is not part of the first screen: left out of the bundle. */
const skipDynamicImports: EsbuildPlugin = {
  name: 'skip-dynamic-imports',
  setup(bundle) {
    bundle.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** Renders the popup's first screen with message markers (./popup-entry.tsx). */
async function renderWithMarkers(): Promise<string> {
  const result = await build({
    entryPoints: [here('./popup-entry.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    loader: { '.css': 'empty' },
    alias: { 'wxt/browser': here('./browser-stub.ts') },
    define: { 'import.meta.env.FIREFOX': 'false', 'import.meta.env.MODE': '"production"' },
    plugins: [skipDynamicImports],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    renderPopup(): string;
  };
  return module.renderPopup();
}

/**
 * Turns the markers into English text and `data-i18n` tags. A marker that is not an element's
 * whole text or an attribute's whole value cannot be swapped at start: the build fails, naming it.
 */
export function tagMessages(markup: string, messages: Messages): string {
  const window = new Window();
  const root = window.document.createElement('div');
  root.innerHTML = markup;
  const english = (key: string) => {
    const message = messages[key]?.message;
    if (message === undefined) throw new Error(`popup prerender: no English message "${key}"`);
    return message;
  };
  for (const element of root.querySelectorAll('*')) {
    const attrs: string[] = [];
    for (const attribute of [...element.attributes]) {
      const key = WHOLE_MARKER.exec(attribute.value ?? '')?.[1];
      if (!key) continue;
      element.setAttribute(attribute.name, english(key));
      attrs.push(`${attribute.name}=${key}`);
    }
    if (attrs.length > 0) element.setAttribute('data-i18n-attrs', attrs.join(';'));
    const only = element.childNodes.length === 1 ? element.firstChild : null;
    const key = only?.nodeType === 3 ? WHOLE_MARKER.exec(only.textContent ?? '')?.[1] : undefined;
    if (key) {
      element.textContent = english(key);
      element.setAttribute('data-i18n', key);
    }
  }
  const html = root.innerHTML;
  const left = html.match(MARKER);
  if (left) throw new Error(`popup prerender: ${left.join(', ')} is not a whole text or attribute value`);
  window.close();
  return html;
}

/** The popup's first screen as popup.html ships it. */
export async function prerenderPopup(): Promise<string> {
  const messages = JSON.parse(
    readFileSync(here('../../public/_locales/en/messages.json'), 'utf8'),
  ) as Messages;
  return tagMessages(await renderWithMarkers(), messages);
}

/**
 * popup.html's one module script is WXT's module for its runtime plugins: with none, it is empty,
 * but it sits in the chunk the pages share (build/popup-chunk.ts), which would load and run
 * beside the first script. Left out of the popup; the build fails if WXT ever has plugins to run.
 */
function withoutWxtPlugins(html: string, bundle: Record<string, OutputChunk | OutputAsset>): string {
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    for (const [id, module] of Object.entries(output.modules)) {
      // WXT's list of runtime plugins: `function initPlugins() {}` while there are none.
      if (/virtual:wxt-plugins$/.test(id) && !/initPlugins\(\)\s*\{\s*\}/.test(module.code ?? '')) {
        throw new Error(
          'popup prerender: WXT now runs plugins in pages; popup.html must load them (popup.ts)',
        );
      }
    }
  }
  const script = /\s*<script type="module" crossorigin src="\/chunks\/[^"]+"><\/script>/g;
  const found = html.match(script) ?? [];
  if (found.length !== 1)
    throw new Error(`popup prerender: expected one module script, found ${found.length}`);
  // With the script go the shared chunk's preloads and stylesheet (the theme: popup.css has it).
  return html
    .replace(script, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="stylesheet"[^>]*href="\/assets\/popup-core-[^"]+\.css"[^>]*>/g, '');
}

/** The module that hydrates the popup (loaded by the first module once the form is filled). */
const POPUP_MAIN = here('../../entrypoints/popup/main.tsx');

/**
 * A Vite plugin for the page whose path matches `page` (popup.html): puts the markup into `#app`,
 * and makes the popup's main.tsx an entry of the pages' build (no page loads it as a script)
 * whose file `#app` names in `data-main`: the first script (entrypoints/popup-first.ts, built on
 * its own) imports it from there once the form is filled.
 */
export function prerenderPopupPlugin(page: RegExp): Plugin {
  return {
    name: 'prerender-popup',
    apply: 'build',
    buildStart(options) {
      const inputs = Object.values(options.input ?? {});
      if (inputs.some((input) => page.test(input))) {
        // Its exports kept: the first module calls hydratePopup (app builds drop an entry's exports).
        this.emitFile({
          type: 'chunk',
          id: POPUP_MAIN,
          name: 'popup-main',
          preserveSignature: 'exports-only',
        });
      }
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!page.test(context.filename)) return html;
        // `wxt dev`: the page's code comes from the dev server, nothing is pre-rendered, and
        // main.tsx renders the form itself (hydrating an empty #app).
        const devServer = /<script type="module"[^>]*\ssrc="(https?:\/\/[^/"]+)\//.exec(html)?.[1];
        if (devServer) {
          return html.replace(
            APP_PLACEHOLDER,
            `<div id="app" data-main="${devServer}/entrypoints/popup/main.tsx"></div>`,
          );
        }
        const main = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === POPUP_MAIN,
        );
        if (!main) throw new Error('popup prerender: the chunk of entrypoints/popup/main.tsx is missing');
        if (!html.includes(APP_PLACEHOLDER)) throw new Error(`popup prerender: ${APP_PLACEHOLDER} not found`);
        const markup = await prerenderPopup();
        return withoutWxtPlugins(html, context.bundle ?? {}).replace(
          APP_PLACEHOLDER,
          `<div id="app" data-main="/${main.fileName}">${markup}</div>`,
        );
      },
    },
  };
}
