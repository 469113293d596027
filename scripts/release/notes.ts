/**
 * `npx tsx scripts/release/notes.ts <version>`: prints CHANGELOG.md's section for that version,
 * the notes of its GitHub release (.github/workflows/release.yml). Fails when there is none, so a
 * tag pushed without `npm run release` does not publish a release without notes.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { changelogSection } from './changelog';
import { ROOT } from './paths';

const version = process.argv[2]?.replace(/^v/, '');
if (!version) {
  console.error('usage: tsx scripts/release/notes.ts <version>');
  process.exit(2);
}
const notes = changelogSection(readFileSync(resolve(ROOT, 'CHANGELOG.md'), 'utf8'), version);
if (!notes) {
  console.error(`notes: CHANGELOG.md has no entries under "## [${version}]" (release with npm run release)`);
  process.exit(1);
}
process.stdout.write(notes);
