/**
 * `npm run release -- <version>`: bumps package.json (and package-lock.json), moves CHANGELOG's
 * Unreleased section under the version, commits and tags `v<version>` (scripts/release/bump.ts).
 * Then push the commit and the tag; the release workflow builds, publishes and submits.
 */
import { release } from './release/bump';
import { ROOT } from './release/paths';

const version = process.argv[2];
if (!version || process.argv.length > 3) {
  console.error("usage: npm run release -- <version>   (x.y.z, higher than package.json's version)");
  process.exit(2);
}
try {
  const today = new Date().toISOString().slice(0, 10);
  const { tag, previous } = release({ cwd: ROOT, version, date: today });
  console.log(`release: ${previous} -> ${version}, committed and tagged ${tag}.`);
  console.log(`Push both to start the release workflow:  git push origin HEAD ${tag}`);
} catch (error) {
  console.error(`release: ${(error as Error).message}`);
  process.exit(1);
}
