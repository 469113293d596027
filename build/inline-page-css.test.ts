import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-page-css';

describe('inlineStylesheets', () => {
  it('replaces each stylesheet link with a <style> holding its file', () => {
    const html =
      '<script type="module" crossorigin src="/chunks/popup-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/chunks/core-2.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/core-3.css">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/popup-4.css">';
    const files: Record<string, string> = {
      'assets/core-3.css': 'body{margin:0}\n',
      'assets/popup-4.css': 'p{color:red}',
    };

    const out = inlineStylesheets(html, (file) => files[file]);

    expect(out).toBe(
      '<script type="module" crossorigin src="/chunks/popup-1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/chunks/core-2.js">\n' +
        '<style>body{margin:0}</style>\n' +
        '<style>p{color:red}</style>',
    );
  });

  it('keeps a link whose file the bundle does not have', () => {
    const html = '<link rel="stylesheet" href="/assets/elsewhere.css">';

    expect(inlineStylesheets(html, () => undefined)).toBe(html);
  });
});
