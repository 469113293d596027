/**
 * Inlines the popup's stylesheets into popup.html (popup ready). A stylesheet before a
 * module script holds the script back until it has loaded, and each file an extension page
 * loads is one more request to the browser process: two stylesheets cost the popup two round
 * trips before its code could run. The extension's CSP restricts scripts, not styles, so a
 * <style> element is allowed. scripts/sizes.ts counts inline styles, so the budget still sees
 * every byte.
 */
import type { Plugin } from 'vite';

/** `<link rel="stylesheet" href="/assets/x.css">` as Vite writes it. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/([^"]+\.css)"[^>]*>/g;

/** Replaces each stylesheet link whose file is in the bundle with a <style> holding it. */
export function inlineStylesheets(html: string, cssOf: (file: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = cssOf(file);
    return css === undefined ? link : `<style>${css.trim()}</style>`;
  });
}

/** A Vite plugin inlining the stylesheets of the HTML pages whose path matches `page`. */
export function inlinePageCss(page: RegExp): Plugin {
  return {
    name: 'inline-page-css',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written the asset links into the HTML (the bundle is known then).
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle || !page.test(context.filename)) return html;
        return inlineStylesheets(html, (file) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? String(asset.source) : undefined;
        });
      },
    },
  };
}
