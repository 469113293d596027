/**
 * The repository explains itself: someone who clones it gets every document the code
 * and the docs refer to. This fails, naming file and line, when a text file points outside the
 * repository (a sibling `shared` folder, an absolute path of the machine it was written on) or
 * names a project document the repository does not hold, and when a markdown link or its
 * #anchor leads nowhere.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUBPROCESS_TIMEOUT } from '../test/timeouts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** This file: its examples below are the very text it forbids. */
const SELF = relative(ROOT, fileURLToPath(import.meta.url))
  .split('\\')
  .join('/');

/** Folders that are built, installed or generated, never part of a clone. */
const NOT_IN_A_CLONE = new Set(['.git', 'node_modules', '.output', '.wxt', 'coverage', 'demo-output']);

/** What a clone holds: tracked files plus new ones not ignored (git), else a walk of the tree. */
function repositoryFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return listed.split('\0').filter((path) => path !== '' && isFile(join(ROOT, path)));
  } catch {
    return walk('');
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile(); // A tracked file deleted in the working tree is not there.
  } catch {
    return false;
  }
}

function walk(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    if (NOT_IN_A_CLONE.has(entry.name)) continue;
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) files.push(...walk(path));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/** The repository as the checks see it: its files and folders (slash-separated, from the root). */
interface Repository {
  has(path: string): boolean;
  /** The text of a markdown file of the repository (for its headings), or undefined. */
  read(path: string): string | undefined;
}

function repositoryOf(files: readonly string[], read: (path: string) => string | undefined): Repository {
  const paths = new Set<string>();
  for (const file of files) {
    for (let path = file; path !== '.' && path !== ''; path = posix.dirname(path)) paths.add(path);
  }
  return { has: (path) => paths.has(path), read: (path) => (paths.has(path) ? read(path) : undefined) };
}

interface Problem {
  file: string;
  line: number;
  reason: string;
}

/** Machine-specific places: they exist on the machine the text was written on, not in a clone. */
const OUTSIDE = [{ pattern: /\/work\//, reason: 'points at /work/, a path of one machine' }];

/**
 * `../shared`, `../../shared`...: the sibling folder beside a clone, unless it resolves to a
 * `shared` folder of the repository itself (lib/shared, imported as `../shared/protocol`).
 */
const SHARED_PATH = /(?:\.\.\/)+shared\b/g;

function leavesForShared(file: string, mention: string, repository: Repository): boolean {
  const folder = resolveFrom(file, mention);
  return folder === null || !repository.has(folder);
}

/**
 * Project documents, named bare or with a path: each mention must be a file of the repository,
 * from the root or from the mentioning file's folder (`docs/API.md`; `API.md` inside docs/).
 */
const DOCUMENT = /(?:[\w.-]+\/)*(?:DESIGN|TOOLCHAIN|DEVELOPERS|API|ARCHITECTURE)\.md\b/g;

/** `[text](target)` and `![alt](target "title")`; reference definitions `[id]: target`. */
const INLINE_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_LINK = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/;
/** http:, mailto:, data: ...: not a file of the repository. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Where `target`, written in `file`, leads inside the repository; null when it leaves it. */
function resolveFrom(file: string, target: string): string | null {
  const path = target.startsWith('/')
    ? posix.normalize(target.slice(1))
    : posix.join(posix.dirname(file), target);
  const inside = posix.normalize(path).replace(/\/$/, '');
  return inside === '..' || inside.startsWith('../') ? null : inside === '' ? '.' : inside;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const line of withoutCodeBlocks(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line ?? '');
    if (heading?.[1]) anchors.add(headingAnchor(heading[1]));
  }
  return anchors;
}

/** The lines of a markdown text, with the lines of fenced code blocks blanked (links there are code). */
function withoutCodeBlocks(markdown: string): (string | undefined)[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return undefined;
    }
    return fenced ? undefined : line;
  });
}

function linkProblem(file: string, target: string, repository: Repository): string | undefined {
  if (HAS_SCHEME.test(target)) return undefined;
  const [pathPart = '', fragment] = target.split('#', 2);
  const path = pathPart.split('?')[0] ?? '';
  const linked = path === '' ? file : resolveFrom(file, decodeURIComponent(path));
  if (linked === null) return `links to ${target}, outside the repository`;
  if (!repository.has(linked)) return `links to ${target}, which is not in the repository`;
  if (fragment && linked.endsWith('.md')) {
    const text = repository.read(linked);
    if (text !== undefined && !anchorsOf(text).has(fragment.toLowerCase())) {
      return `links to ${target}, but ${linked} has no heading #${fragment}`;
    }
  }
  return undefined;
}

/** Every reference in `text` (the content of `file`) that leads outside the repository or nowhere. */
function referenceProblems(file: string, text: string, repository: Repository): Problem[] {
  const problems: Problem[] = [];
  const lines = text.split('\n');
  const markdownLines = file.endsWith('.md') ? withoutCodeBlocks(text) : [];
  lines.forEach((line, index) => {
    const at = (reason: string) => problems.push({ file, line: index + 1, reason });
    for (const { pattern, reason } of OUTSIDE) if (pattern.test(line)) at(reason);
    for (const [mention] of line.matchAll(SHARED_PATH)) {
      if (leavesForShared(file, mention, repository)) at('points at ../shared, outside the repository');
    }
    for (const [mention] of line.matchAll(DOCUMENT)) {
      const fromFile = resolveFrom(file, mention);
      if (!repository.has(posix.normalize(mention)) && (fromFile === null || !repository.has(fromFile))) {
        at(`names ${mention}, which is not in the repository`);
      }
    }
    const markdown = markdownLines[index];
    if (markdown === undefined) return;
    const targets = [...markdown.matchAll(INLINE_LINK)].map((match) => match[1] ?? '');
    const definition = REFERENCE_LINK.exec(markdown)?.[1];
    if (definition) targets.push(definition);
    for (const target of targets) {
      const reason = linkProblem(file, target, repository);
      if (reason) at(reason);
    }
  });
  return problems;
}

/** Text, not an image or an archive: no NUL byte in its first 8 KB. */
function readText(path: string): string | undefined {
  const bytes = readFileSync(join(ROOT, path));
  return bytes.subarray(0, 8192).includes(0) ? undefined : bytes.toString('utf8');
}

const format = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line}: ${p.reason}`).join('\n');

describe('referenceProblems', () => {
  const repository = repositoryOf(
    ['README.md', 'docs/API.md', 'docs/ARCHITECTURE.md', 'docs/popup.png', 'lib/api/http.ts'],
    (path) => (path === 'docs/ARCHITECTURE.md' ? '# Architecture\n\n## Toolchain notes\n' : ''),
  );
  const reasons = (file: string, text: string) =>
    referenceProblems(file, text, repository).map((p) => `${p.line}: ${p.reason}`);

  it('flags a path into a sibling shared folder, with its line', () => {
    expect(reasons('README.md', 'Intro\nSee `../shared/DESIGN.md`.')).toEqual([
      '2: points at ../shared, outside the repository',
      '2: names ../shared/DESIGN.md, which is not in the repository',
    ]);
  });

  it("accepts ../shared when it is the repository's own shared folder (lib/shared)", () => {
    // Arrange
    const withShared = repositoryOf(['lib/shared/protocol.ts', 'lib/pages/rpc.ts'], () => '');
    // Act
    const found = referenceProblems(
      'lib/pages/rpc.ts',
      "import { x } from '../shared/protocol';",
      withShared,
    );
    // Assert
    expect(found).toEqual([]);
    expect(referenceProblems('lib/pages/rpc.ts', "import '../../shared/x';", withShared)).toHaveLength(1);
  });

  it('flags an absolute path of one machine', () => {
    expect(reasons('lib/api/http.ts', '// see /work/shared/API.md')).toContain(
      '1: points at /work/, a path of one machine',
    );
  });

  it('flags project documents the repository does not hold, named bare', () => {
    expect(reasons('lib/api/http.ts', '// DESIGN.md "Contracts", TOOLCHAIN.md, DEVELOPERS.md')).toEqual([
      '1: names DESIGN.md, which is not in the repository',
      '1: names TOOLCHAIN.md, which is not in the repository',
      '1: names DEVELOPERS.md, which is not in the repository',
    ]);
  });

  it('accepts a document named from the root or from the folder of the file that names it', () => {
    expect(reasons('lib/api/http.ts', '// docs/API.md section 5')).toEqual([]);
    expect(reasons('docs/ARCHITECTURE.md', 'See API.md section 6.')).toEqual([]);
    expect(reasons('lib/api/http.ts', '// API.md section 5')).toEqual([
      '1: names API.md, which is not in the repository',
    ]);
  });

  it('flags a markdown link to a path that does not exist, or that leaves the repository', () => {
    expect(reasons('README.md', '[Design](docs/DESIGN.txt) and [up](../README.md)')).toEqual([
      '1: links to docs/DESIGN.txt, which is not in the repository',
      '1: links to ../README.md, outside the repository',
    ]);
  });

  it('accepts links to files and folders of the repository, web addresses and images', () => {
    const text = '![Popup](docs/popup.png) [API](docs/API.md) [docs](docs/) [web](https://example.org/x)';
    expect(reasons('README.md', text)).toEqual([]);
    expect(reasons('docs/API.md', '[Home](../README.md) [Architecture](ARCHITECTURE.md)')).toEqual([]);
  });

  it('flags a link to a heading that the linked markdown file does not have', () => {
    expect(reasons('README.md', '[a](docs/ARCHITECTURE.md#toolchain-notes)')).toEqual([]);
    expect(reasons('README.md', '[b](docs/ARCHITECTURE.md#budgets)')).toEqual([
      '1: links to docs/ARCHITECTURE.md#budgets, but docs/ARCHITECTURE.md has no heading #budgets',
    ]);
  });

  it('ignores link syntax inside fenced code blocks', () => {
    expect(reasons('README.md', '```md\n[x](missing.md)\n```\n')).toEqual([]);
  });

  it('makes GitHub anchors of headings', () => {
    expect(headingAnchor('5. What real servers return')).toBe('5-what-real-servers-return');
    expect(headingAnchor('Pages: labels, roles, ids')).toBe('pages-labels-roles-ids');
  });
});

// git lists the files, then every text file of the repository is read.
describe('the repository', { timeout: SUBPROCESS_TIMEOUT }, () => {
  it('points at nothing outside itself: every reference and markdown link resolves inside it', () => {
    // Arrange
    const files = repositoryFiles();
    const repository = repositoryOf(files, (path) => readText(path));

    // Act
    const problems = files
      .filter((file) => file !== SELF)
      .flatMap((file) => {
        const text = readText(file);
        return text === undefined ? [] : referenceProblems(file, text, repository);
      });

    // Assert
    expect(files.length).toBeGreaterThan(100);
    expect(format(problems)).toBe('');
  });
});
