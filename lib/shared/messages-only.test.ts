/**
 * Every sentence a user reads comes from public/_locales (t, tCount): a sentence written in a
 * string of lib/ is English on a German page. This scan reads lib/ as TypeScript and lists the
 * string literals that read like an English sentence, outside tests and outside what only a log or
 * a developer sees (Error and ApiError messages, console). What is left must be in the allow-list
 * below, each with why it is not for users.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(process.cwd());
const LIB = join(ROOT, 'lib');

const LOG_ONLY = 'an ApiError message: pages say errorText(), the sentence of its code';
/** `file: text` of the sentences that are not for users, and why. */
const ALLOWED: Record<string, string> = {
  'lib/api/error-mapping.ts: The server refused the key: check the API key …': LOG_ONLY,
  "lib/api/error-mapping.ts: The account's plan has no API access.": LOG_ONLY,
  'lib/api/error-mapping.ts: The server gave up waiting: …': LOG_ONLY,
  "lib/pages/rpc.ts: The extension's background did not answer (…).": LOG_ONLY,
  'lib/shared/urls.ts: This page can’t be shortened: open a regular web page (http or https) and try again.':
    LOG_ONLY,
  'lib/background/clipboard.ts: Copy the short link the user just created to the clipboard.':
    'the reason Chrome asks of an offscreen document, for the store review',
  'lib/background/serve.ts: Messages are accepted only from this extension’s own pages.':
    'the answer to a sender that is not one of our pages',
  'lib/background/serve.ts: Not a message.': 'the answer to a message of the wrong shape (a bug)',
  'lib/background/serve.ts: Unknown message type: ….': 'the answer to a message of the wrong shape (a bug)',
  'lib/shared/protocol.ts: Not a profile id.': 'the receiving end’s check of a message (a bug)',
};

/** Three words or more after a capital: how English copy looks. */
const SENTENCE = /^[A-Z][a-z’']*(?:[ ,][A-Za-z’'"“”-]+){2,}/s;

const isSourceFile = (name: string) =>
  /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['testing', 'fixtures'].includes(entry.name) ? [] : sourceFiles(path);
    return isSourceFile(entry.name) && !entry.name.startsWith('fake-') ? [path] : [];
  });
}

/** Calls whose arguments only a developer or a log reads. */
function isForDevelopers(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isNewExpression(at) && /Error$/.test(at.expression.getText())) return true;
    if (ts.isCallExpression(at)) {
      const callee = at.expression.getText();
      if (/^console\.|^fail$|Error$/.test(callee)) return true;
    }
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at)) return true;
    if (ts.isFunctionLike(at) || ts.isSourceFile(at)) return false;
  }
  return false;
}

function sentencesOf(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)
        ? node.text.trim()
        : ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…').trim()
          : undefined;
    if (literal !== undefined && SENTENCE.test(literal) && !isForDevelopers(node)) {
      found.push(`${relative(ROOT, path)}: ${literal}`);
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the words of lib/', () => {
  it('come from the messages, but for an explicit few that no user reads', () => {
    const sentences = sourceFiles(LIB).flatMap(sentencesOf);

    expect(sentences.filter((sentence) => !(sentence in ALLOWED))).toEqual([]);
  });
});
