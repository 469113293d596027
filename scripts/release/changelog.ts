/**
 * CHANGELOG.md as a release sees it (Keep a Changelog): `## [Unreleased]` collects the changes as
 * they land; a release moves them under `## [x.y.z] - YYYY-MM-DD` and leaves an empty Unreleased
 * section above it. The GitHub release's notes are that version's section.
 */

const UNRELEASED = '## [Unreleased]';

interface Section {
  /** Index of the heading line. */
  start: number;
  /** Index of the line after the section's last line. */
  end: number;
}

/** The second-level section whose heading starts with `heading`, up to the next `## ` heading. */
function findSection(lines: readonly string[], heading: string): Section | undefined {
  const start = lines.findIndex((line) => line === heading || line.startsWith(`${heading} `));
  if (start < 0) return undefined;
  const next = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return { start, end: next < 0 ? lines.length : next };
}

/** The lines of a section's body without the blank lines around it. */
function bodyOf(lines: readonly string[], section: Section): string[] {
  const body = lines.slice(section.start + 1, section.end);
  while (body.length > 0 && body[0]?.trim() === '') body.shift();
  while (body.length > 0 && body.at(-1)?.trim() === '') body.pop();
  return body;
}

/**
 * The changelog with the Unreleased entries moved under `## [version] - date` and a new, empty
 * Unreleased section. Throws when there is nothing to release or the version is already there.
 */
export function releaseChangelog(text: string, version: string, date: string): string {
  const lines = text.split('\n');
  const unreleased = findSection(lines, UNRELEASED);
  if (!unreleased) throw new Error(`CHANGELOG.md has no "${UNRELEASED}" section`);
  if (findSection(lines, `## [${version}]`))
    throw new Error(`CHANGELOG.md already has a section for ${version}`);
  const body = bodyOf(lines, unreleased);
  if (body.length === 0) throw new Error(`CHANGELOG.md: nothing under "${UNRELEASED}" to release`);
  const released = [UNRELEASED, '', `## [${version}] - ${date}`, '', ...body, ''];
  const after = lines.slice(unreleased.end);
  return [...lines.slice(0, unreleased.start), ...released, ...after].join('\n').replace(/\n*$/, '\n');
}

/** The body of `## [version]`'s section (the release notes), or undefined when there is none. */
export function changelogSection(text: string, version: string): string | undefined {
  const lines = text.split('\n');
  const section = findSection(lines, `## [${version}]`);
  if (!section) return undefined;
  const body = bodyOf(lines, section);
  return body.length === 0 ? undefined : `${body.join('\n')}\n`;
}
