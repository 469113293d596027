/**
 * Pages the bench adds to its private copy of the e2e build (never to a build) to time the popup
 * against: the floor page, a blank page running one empty module script (the least a page built
 * by WXT can cost), which the popup's budget is a multiple of (docs/ARCHITECTURE.md, "Budgets"),
 * and the blank page itself (no script, no stylesheet), reported beside it.
 */

export const BLANK_PAGE = 'bench-blank.html';
export const ONE_SCRIPT_PAGE = 'bench-script.html';

const blank = (head = '') =>
  `<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <title>Blank</title>${head}\n  </head>\n  <body></body>\n</html>\n`;

/** File name -> contents, written at the root of the extension directory. */
export const REFERENCE_FILES: Record<string, string> = {
  [BLANK_PAGE]: blank(),
  // A module script, as WXT writes for every HTML page (the popup loads two).
  [ONE_SCRIPT_PAGE]: blank('\n    <script type="module" src="/bench-empty.js"></script>'),
  'bench-empty.js': '',
};
