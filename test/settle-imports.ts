/**
 * The pages load their rarely used parts later (lazyComponent, import() after the first paint),
 * so a component test often has what it checks while such a part is still loading. When the test
 * file ended meanwhile, Vitest tore its environment down under the import and reported it as an
 * unhandled error of the whole run. This Vite plugin (unit project only) hands every dynamic
 * import of the extension's code to `globalThis.__settleImport`, which test/setup-unit.ts
 * defines: it keeps the imports in flight and waits for them after each test.
 */
import { resolve } from 'node:path';
import MagicString from 'magic-string';
import { normalizePath, type Plugin, parseAst } from 'vite';

const ROOT = `${normalizePath(resolve(import.meta.dirname, '..'))}/`;
/** The extension's code that tests render or call (from the root); tests' own imports are theirs. */
const SOURCE = /^(components|lib)\/.+(?<!\.test)\.[jt]sx?$/;

interface Node {
  type?: string;
  start: number;
  end: number;
}

function* importExpressions(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* importExpressions(child);
    return;
  }
  if ((node as Node).type === 'ImportExpression') yield node as Node;
  for (const child of Object.values(node)) yield* importExpressions(child);
}

export function settleDynamicImports(): Plugin {
  return {
    name: 'settle-dynamic-imports',
    // After TypeScript and JSX are compiled (Vite's own transforms come before a plain plugin).
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(ROOT) || !SOURCE.test(file.slice(ROOT.length))) return null;
      if (!code.includes('import(')) return null;
      const text = new MagicString(code);
      for (const { start, end } of importExpressions(parseAst(code))) {
        text.appendLeft(start, 'globalThis.__settleImport(');
        text.prependRight(end, ')');
      }
      if (!text.hasChanged()) return null;
      return { code: text.toString(), map: text.generateMap({ hires: true, source: file }) };
    },
  };
}
