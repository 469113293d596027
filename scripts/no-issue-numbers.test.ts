/**
 * Issue numbers go in commit messages only (CONTRIBUTING.md): a reader of the code, the docs or
 * the changelog has no tracker, so "(issue N)" tells them nothing. This fails, naming the file
 * and the words around it, when a text file of the repository names an issue by its number, also
 * when a comment breaks the line between "issue" and the number.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** This file: its examples are the very text it forbids. */
const SELF = 'scripts/no-issue-numbers.test.ts';
const TEXT = /\.(ts|tsx|mts|mjs|js|md|css|html|json|sh|yml|yaml|txt)$/;
/** "issue N", "issues N and M", "Issue #N", "(#N)", N a number. */
const ISSUE_NUMBER = /\bissues?\s+#?\d+\b|\(#\d+\)/gi;

/** The text with every line break, and a comment's leading `*`, `//` or `#`, made one space. */
const asOneLine = (text: string) => text.replace(/\s*\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, ' ');

function issueNumbersIn(text: string): string[] {
  const line = asOneLine(text);
  return [...line.matchAll(ISSUE_NUMBER)].map((match) =>
    line.slice(Math.max(0, match.index - 30), match.index + match[0].length + 10).trim(),
  );
}

function repositoryTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed
    .split('\0')
    .filter((path) => TEXT.test(path) && path !== 'package-lock.json' && path !== SELF);
}

describe('issue numbers', () => {
  it('finds one broken over a comment\'s lines, and none in a Zod "issues" list', () => {
    const n = '42'; // any number, kept apart from the words: this file names no real issue
    expect(issueNumbersIn(`counts days in it (issue\n   * ${n}). Null when absent`)).toHaveLength(1);
    expect(issueNumbersIn(`Shorten many (#${n}): five tabs`)).toHaveLength(1);
    expect(issueNumbersIn(`result.error.issues.map((issue) => issue.message); ${n} left`)).toEqual([]);
  });

  it('appear in no file of the repository', () => {
    const found = repositoryTextFiles().flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(join(ROOT, file), 'utf8');
      } catch {
        return []; // listed by git but deleted in the working tree
      }
      return issueNumbersIn(text).map((words) => `${file}: …${words}…`);
    });

    expect(found).toEqual([]);
  });
});
