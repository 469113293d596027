import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FLOOR = readFileSync(new URL('floor/background.ts', import.meta.url), 'utf8');
const importsOf = (source: string) => [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);

describe('background floor (scripts/bench/floor/background.ts)', () => {
  it('imports the mandated libraries and nothing else, so the bench row stays a floor', () => {
    // Arrange: what docs/ARCHITECTURE.md ("Rules of the house") mandates in the background (the polyfill comes with wxt/browser).
    const mandated = ['wxt/browser', 'wxt/utils/define-background', 'wxt/utils/storage', 'zod/mini'];

    // Act
    const imports = importsOf(FLOOR);

    // Assert: a lib/ import would count our own code as the floor.
    expect(imports.sort()).toEqual(mandated);
  });
});
