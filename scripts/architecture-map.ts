/**
 * Reading docs/ARCHITECTURE.md against the tree: the folders its map names ("The map", the code
 * block of folders) and the storage keys its table lists ("Settings and storage"), and the
 * storage keys the code defines. scripts/architecture-map.test.ts compares them.
 */

/** The first fenced block after the heading `heading`. */
function blockAfter(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  const open = lines.findIndex((line, index) => index > start && line.startsWith('```'));
  const close = lines.findIndex((line, index) => index > open && line.startsWith('```'));
  return start < 0 || open < 0 || close < 0 ? [] : lines.slice(open + 1, close);
}

/** An entry begins a line of the map (deeper lines are its description, wrapped). */
const ENTRY_INDENT = 8;
/** A folder named in a description: `stats/`, not a path (`lib/pages/<page>/`). */
const FOLDER_IN_PROSE = /(?<![\w/<>-])([\w-]+)\/(?=[\s,.;:)]|$)/g;

/**
 * The folders and files the map names, as repository paths: each entry under the entry above it
 * (by indentation), and the single-segment folders its description names (`one folder per
 * feature (stats/, batch/ ...)`) inside it.
 */
export function mapPaths(markdown: string): { entries: string[]; folders: string[] } {
  const entries: string[] = [];
  const folders: string[] = [];
  const parents: { indent: number; path: string }[] = [];
  let described: string | null = null; // the folder whose description a wrapped line continues
  const inProse = (folder: string, text: string) => {
    for (const [, name] of text.matchAll(FOLDER_IN_PROSE)) folders.push(`${folder}${name}/`);
  };
  for (const line of blockAfter(markdown, '## The map: which folder runs where')) {
    const indent = line.length - line.trimStart().length;
    if (line.trim() === '') continue;
    if (indent > ENTRY_INDENT) {
      if (described) inProse(described, line);
      continue;
    }
    const [names = '', description = ''] = line.trim().split(/\s{2,}/, 2);
    while (parents.length > 0 && parents[parents.length - 1]!.indent >= indent) parents.pop();
    const parent = parents[parents.length - 1]?.path ?? '';
    const named = names.split(/,\s*/).map((name) => parent + name);
    entries.push(...named);
    for (const path of named) if (path.endsWith('/')) folders.push(path);
    described = named.length === 1 && named[0]!.endsWith('/') ? named[0]! : null;
    if (described) {
      parents.push({ indent, path: described });
      inProse(described, description);
    }
  }
  return { entries, folders };
}

/** The keys of the storage table: `area:name` of each `area:name...` in its first column. */
export function tableKeys(markdown: string): string[] {
  const section = markdown.split('\n## Settings and storage')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) =>
      [...(line.split('|')[1] ?? '').matchAll(/`((?:local|session):[\w]+)/g)].map((m) => m[1]!),
    );
}

/**
 * The storage keys a source names as text: `'local:history'`, `` `session:statsZone:${id}` ``
 * (the part before the first variable); a key made of a variable alone is not counted here.
 */
export function keysInCode(source: string): string[] {
  return [...source.matchAll(/['"`]((?:local|session):[A-Za-z][\w]*)/g)].map((match) => match[1]!);
}
