/**
 * The editor pages: each editor's entry in pages/ bundled with esbuild into a temporary folder
 * (never committed) and served from 127.0.0.1 by a small static server, for a test file's whole
 * run. Each page is the same shell around its bundle; its test API is in pages/test-api.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from '../paths';

/** The pages, by the name of their entry in pages/. */
export const EDITOR_PAGES = [
  'quill',
  'tiptap',
  'codemirror',
  'draft',
  'ckeditor',
  'slate',
  'trix',
  'lexical',
  'react-fields',
  'reverting',
] as const;
export type EditorPage = (typeof EDITOR_PAGES)[number];

export interface EditorPages {
  /** The page's address; `query` picks a variant (`field=input`, `mode=plain`). */
  url(page: EditorPage, query?: string): string;
  stop(): Promise<void>;
}

const shell = (page: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Editor: ${page}</title>
<link rel="stylesheet" href="/${page}.css">
<meta name="color-scheme" content="light dark">
<style>body{font:16px/1.4 sans-serif;margin:24px}#editor{width:560px;min-height:60px;border:1px solid #888;padding:6px}
@media (prefers-color-scheme: dark){body{background:#1b1d22;color:#e6e6e6}
:root{--ck-color-base-background:#24262c;--ck-color-base-border:#666}.ck.ck-editor__editable{color:#e6e6e6}
#editor,#editor *{background-color:transparent!important;color:inherit!important;border-color:#666!important}
#editor a{color:#8ab4f8!important}}</style>
</head><body><main><h1>Write a message</h1><div id="editor"></div></main>
<script type="module" src="/${page}.js"></script></body></html>`;

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };

/** Bundles every page (one esbuild run) and starts serving them. */
export async function startEditorPages(): Promise<EditorPages> {
  const out = mkdtempSync(join(tmpdir(), 'editor-pages-'));
  await build({
    entryPoints: EDITOR_PAGES.map((page) => resolve(ROOT, `e2e/support/editors/pages/${page}.ts`)),
    outdir: out,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"', global: 'window' },
    loader: { '.svg': 'text' },
    logLevel: 'error',
  });
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname.slice(1);
    const page = EDITOR_PAGES.find((name) => path === `${name}.html`);
    if (page) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(shell(page));
      return;
    }
    const type = TYPES[extname(path)];
    const file = /^[\w-]+\.(js|css)$/.test(path) && type ? join(out, path) : undefined;
    try {
      const body = file ? readFileSync(file) : undefined;
      if (!body) throw new Error('not a page file');
      response.writeHead(200, { 'content-type': type ?? 'text/plain' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: (page, query) => `http://127.0.0.1:${port}/${page}.html${query ? `?${query}` : ''}`,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(out, { recursive: true, force: true });
          done();
        });
      }),
  };
}
