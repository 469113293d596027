/**
 * axe-core in the extension's pages. Extension pages have a strict CSP (script-src 'self'), so
 * an inline <script> (page.addScriptTag) is refused; page.evaluate runs the source through CDP
 * (Runtime.evaluate), which the page's CSP does not apply to. The run covers WCAG 2.1 A/AA and
 * axe's best practices; a failure lists each violation with what to fix and where.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

let source: string | undefined;
const axeSource = (): string =>
  (source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

declare const axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };

/** Injects axe-core once per document (again after a navigation). */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof axe !== 'undefined')) return;
  await page.evaluate(axeSource());
  if (!(await page.evaluate(() => typeof axe !== 'undefined'))) {
    throw new Error(`axe-core could not be injected into ${page.url()}`);
  }
}

/** The page's violations now. */
export async function axeViolations(page: Page): Promise<Result[]> {
  await injectAxe(page);
  const results = await page.evaluate(
    (tags) => axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    TAGS,
  );
  return results.violations;
}

/** One paragraph per violation: rule, impact, help, then each node's selector and summary. */
export function formatViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map(
        (node) =>
          `  - ${node.target.join(' >> ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      );
      return `${v.id} (${v.impact ?? 'n/a'}): ${v.help} [${v.helpUrl}]\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

/** The readable report of the page's violations: '' when there are none (assert with toBe('')). */
export async function axeReport(page: Page): Promise<string> {
  return formatViolations(await axeViolations(page));
}
