/**
 * Code splitting for the extension pages, so the popup loads two files before it is ready. By default the
 * bundler splits code shared by the popup, options and manager into several chunks, one per set
 * of pages that share it; the popup then loaded five small files, each gzipped on its own,
 * which costs about 1 KB against one file. This group puts every module the popup loads at
 * start, and another page also uses, into one `popup-core` chunk: the popup loads its entry plus
 * that chunk. The other pages load popup-core too (only what they import from it is new to them).
 */

/** The parts of rolldown's module info this reads. */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

// popup.html's first script is built on its own (entrypoints/popup-first.ts), and it
// imports main.tsx, an entry of this build (build/prerender/popup.ts): the popup's start is
// main.tsx's static imports.
const POPUP_MAIN = /entrypoints[\\/]popup[\\/]main\.tsx$/;

// The popup's own modules: shared only with its lazy chunks, never with another page. Grouped,
// they went into popup-core once main.tsx became an entry, and every page loaded them. Find a
// link's view is the popup's; its search logic (the combobox) serves the manager too.
const POPUP_FOLDERS =
  /(?:lib[\\/]pages[\\/]popup[\\/]|lib[\\/]pages[\\/]find-link[\\/](?:FindLink|find-link-mount|find-on-slash))/;

/**
 * True when `id` is statically imported, directly or through other modules, by the popup's
 * main.tsx, and is not one of the popup's own modules.
 */
export function isPopupModule(id: string, graph: ModuleGraph): boolean {
  if (POPUP_FOLDERS.test(id)) return false;
  const seen = new Set<string>();
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    if (POPUP_MAIN.test(current)) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    queue.push(...(graph.getModuleInfo(current)?.importers ?? []));
  }
  return false;
}

// The theme stylesheet: with the shared chunk, so every page links it before its own stylesheet.
// Once the popup took it by @import it became a chunk of its own, which Vite linked
// after the page's stylesheet, and the theme's rules won over the page's.
const THEME_CSS = /components[\\/]theme\.css$/;

// WXT's module for its runtime plugins, which it adds to every page (empty: the project has none).
// With the shared chunk, where every page but the popup finds it; popup.html does not load it
// (build/prerender/popup.ts).
export const WXT_HTML_PLUGINS = /virtual:wxt-html-plugins$/;

/** rolldown `output.codeSplitting` for the HTML pages' build. */
export const pagesCodeSplitting = {
  groups: [
    {
      name: (id: string, graph: ModuleGraph) =>
        isPopupModule(id, graph) || THEME_CSS.test(id) || WXT_HTML_PLUGINS.test(id) ? 'popup-core' : null,
      // A `name` function hides the group's name from rolldown's timing report (it asks for this).
      debugName: 'popup-core',
      // Loaded at start (not lazily) and shared with another page: popup-only modules stay in
      // the popup's entry chunk.
      tags: ['$initial' as const],
      minShareCount: 2,
    },
  ],
};
