import { describe, expect, it } from 'vitest';
import { BLANK_PAGE, ONE_SCRIPT_PAGE, REFERENCE_FILES } from './reference-pages';

const tags = (html: string, pattern: RegExp) => html.match(pattern) ?? [];

describe('bench reference pages', () => {
  it('keeps the blank page blank: no script, no stylesheet, no other resource', () => {
    // Arrange
    const html = REFERENCE_FILES[BLANK_PAGE] ?? '';

    // Act
    const resources = tags(html, /<(script|link|img|style|iframe)\b/g);

    // Assert: the popup budget is a multiple of this page's load time.
    expect(html).toContain('<title>');
    expect(resources).toEqual([]);
  });

  it('adds exactly one empty module script to the blank page for the floor', () => {
    const html = REFERENCE_FILES[ONE_SCRIPT_PAGE] ?? '';
    const [script, ...others] = tags(html, /<(script|link|img|style|iframe)\b[^>]*>/g);

    expect(others).toEqual([]);
    expect(script).toBe('<script type="module" src="/bench-empty.js">');
    expect(REFERENCE_FILES['bench-empty.js']).toBe('');
    expect(html.replace(/\s*<script[^>]*><\/script>/, '')).toBe(REFERENCE_FILES[BLANK_PAGE]);
  });
});
