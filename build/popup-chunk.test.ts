import { describe, expect, it } from 'vitest';
import { isPopupModule } from './popup-chunk';

/** A module graph from "importer -> imported" edges. */
function graphOf(edges: [string, string][]) {
  return {
    getModuleInfo: (id: string) => ({ importers: edges.filter(([, to]) => to === id).map(([from]) => from) }),
  };
}

const graph = graphOf([
  // main.tsx is an entry of its own, imported at run time by popup-first.js.
  ['/x/entrypoints/popup-first.ts', '/x/lib/popup/first-paint.ts'],
  ['/x/entrypoints/popup/main.tsx', '/x/lib/pages/popup/Popup.tsx'],
  ['/x/entrypoints/popup/main.tsx', '/x/lib/pages/popup/boot.ts'],
  ['/x/lib/pages/popup/Popup.tsx', '/x/lib/i18n.ts'],
  ['/x/entrypoints/manager/index.html', '/x/entrypoints/manager/main.tsx'],
  ['/x/entrypoints/manager/main.tsx', '/x/lib/i18n.ts'],
  ['/x/entrypoints/manager/main.tsx', '/x/lib/manager/csv.ts'],
  // A cycle must not loop forever.
  ['/x/lib/manager/csv.ts', '/x/lib/manager/cells.ts'],
  ['/x/lib/manager/cells.ts', '/x/lib/manager/csv.ts'],
]);

describe('isPopupModule', () => {
  it("finds modules the popup's main.tsx imports through other modules", () => {
    expect(isPopupModule('/x/lib/i18n.ts', graph)).toBe(true);
  });

  it('leaves out the first script, built on its own', () => {
    expect(isPopupModule('/x/lib/popup/first-paint.ts', graph)).toBe(false);
  });

  it("leaves out the popup's own modules, which only its lazy chunks share", () => {
    expect(isPopupModule('/x/lib/pages/popup/boot.ts', graph)).toBe(false);
  });

  it('leaves out modules only other pages import, even through a cycle', () => {
    expect(isPopupModule('/x/lib/manager/cells.ts', graph)).toBe(false);
  });
});
