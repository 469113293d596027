/**
 * The repository paths that docs and comments name, and which of them lead nowhere. A file
 * moved or renamed leaves its old name behind in the prose that explains it; scripts/doc-paths.test.ts
 * fails on such a name, so the move that made it stale fixes it too.
 *
 * A name counts when it ends in a source or doc extension (`.ts`, `.tsx`, `.md`, `.css`, `.mjs`,
 * `.sh`). It resolves when it is a file or folder of the repository named from the root, from the
 * naming file's folder, or as the end of a path (`toolbar-badge/update.ts` inside lib/background/);
 * a bare file name resolves when a file of that name exists anywhere; `*` and `<placeholder>`
 * match any part (`e2e/*-polish.e2e.test.ts` must match at least one file). Built output
 * (`.output/`, `node_modules/`) is not the repository's.
 */
import { posix } from 'node:path';
import ts from 'typescript';

export interface StalePath {
  file: string;
  line: number;
  name: string;
}

const NAME = /(?<![\w./@*<>-])((?:[\w.*<>-]+\/)*[\w*<>-][\w.*<>-]*\.(?:tsx?|md|css|mjs|sh))(?![\w/])/g;
const BUILT = /^(?:\.output|node_modules|\.wxt)\//;

/** Tokens after which a `/` starts a regular expression, not a division. */
const BEFORE_REGEX = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.OpenParenToken,
  ts.SyntaxKind.CommaToken,
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.ColonToken,
  ts.SyntaxKind.OpenBracketToken,
  ts.SyntaxKind.ExclamationToken,
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionToken,
  ts.SyntaxKind.QuestionQuestionToken,
  ts.SyntaxKind.OpenBraceToken,
  ts.SyntaxKind.SemicolonToken,
  ts.SyntaxKind.ReturnKeyword,
  ts.SyntaxKind.EqualsGreaterThanToken,
]);

/**
 * The comments of a TypeScript or JavaScript source, each with the line it starts on. The
 * scanner alone cannot tell a regular expression from a division, nor where a template's
 * `${...}` ends: both are decided here from the tokens around them.
 */
export function commentsOf(source: string, jsx: boolean): { line: number; text: string }[] {
  const variant = jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, source);
  const comments: { line: number; text: string }[] = [];
  const templates: number[] = []; // the brace depth at which each open template's `${` sits
  let braces = 0;
  let previous: ts.SyntaxKind = ts.SyntaxKind.SemicolonToken;
  let line = 1;
  let counted = 0;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      for (const start = scanner.getTokenStart(); counted < start; counted++) {
        if (source.charCodeAt(counted) === 10) line++;
      }
      comments.push({ line, text: scanner.getTokenText() });
      continue;
    }
    if (kind === ts.SyntaxKind.WhitespaceTrivia || kind === ts.SyntaxKind.NewLineTrivia) continue;
    if (
      (kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) &&
      BEFORE_REGEX.has(previous)
    ) {
      kind = scanner.reScanSlashToken();
    } else if (kind === ts.SyntaxKind.OpenBraceToken) {
      braces++;
    } else if (kind === ts.SyntaxKind.CloseBraceToken) {
      if (templates[templates.length - 1] === braces) {
        kind = scanner.reScanTemplateToken(false);
        if (kind === ts.SyntaxKind.TemplateTail) templates.pop();
      } else {
        braces--;
      }
    }
    if (kind === ts.SyntaxKind.TemplateHead) templates.push(braces);
    previous = kind;
  }
  return comments;
}

/** The prose of a file where paths are named: a markdown file whole, a source's comments. */
export function proseOf(file: string, text: string): { line: number; text: string }[] {
  if (file.endsWith('.md')) return text.split('\n').map((line, index) => ({ line: index + 1, text: line }));
  if (file.endsWith('.css')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
      line: text.slice(0, match.index).split('\n').length,
      text: match[0],
    }));
  }
  if (/\.(?:tsx?|mjs|js)$/.test(file)) return commentsOf(text, file.endsWith('x'));
  return [];
}

/** A name's pattern as a regular expression's body: `*` any part of one path segment. */
const globBody = (glob: string) => glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');

/** Whether `name`, written in `file`, is a file or folder among `paths` (files and their folders). */
export function resolves(
  name: string,
  file: string,
  paths: ReadonlySet<string>,
  baseNames: ReadonlySet<string>,
): boolean {
  const pattern = name.replace(/<[^>]*>/g, '*');
  const fromFile = posix.normalize(posix.join(posix.dirname(file), pattern));
  if (!pattern.includes('*')) {
    if (!pattern.includes('/')) return baseNames.has(pattern);
    if (paths.has(pattern) || paths.has(fromFile)) return true;
    return [...paths].some((path) => path.endsWith(`/${pattern}`));
  }
  const match = pattern.includes('/')
    ? // From the root, from the naming file's folder, or as the end of a path.
      new RegExp(`^(?:${globBody(fromFile)}|(?:.*/)?${globBody(pattern)})$`)
    : new RegExp(`(?:^|/)${globBody(pattern)}$`);
  return [...paths].some((path) => match.test(path));
}

/** Every named path of `text` (the content of `file`) that is not in the repository. */
export function stalePaths(
  file: string,
  text: string,
  paths: ReadonlySet<string>,
  baseNames: ReadonlySet<string>,
): StalePath[] {
  const stale: StalePath[] = [];
  for (const prose of proseOf(file, text)) {
    prose.text.split('\n').forEach((line, offset) => {
      for (const [, name = ''] of line.matchAll(NAME)) {
        if (BUILT.test(name) || /^\w\.\w+$/.test(name)) continue; // built output; a.ts in an example
        if (!resolves(name, file, paths, baseNames)) stale.push({ file, line: prose.line + offset, name });
      }
    });
  }
  return stale;
}

/** The files and folders of a list of files. */
export function pathsOf(files: readonly string[]): Set<string> {
  const all = new Set<string>();
  for (const file of files) {
    for (let path = file; path !== '.' && path !== ''; path = posix.dirname(path)) all.add(path);
  }
  return all;
}
