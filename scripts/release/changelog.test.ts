import { describe, expect, it } from 'vitest';
import { changelogSection, releaseChangelog } from './changelog';

const CHANGELOG = `# Changelog

Intro.

## Version policy

- patch: fixes only.

## [Unreleased]

### Added
- Privacy policy.

### Fixed
- A bug.

## [0.1.0] - 2026-10-01

### Added
- Everything.
`;

describe('releaseChangelog', () => {
  it('moves the Unreleased entries under the version and date, below a new empty Unreleased section', () => {
    const released = releaseChangelog(CHANGELOG, '0.2.0', '2026-11-24');

    expect(released).toBe(`# Changelog

Intro.

## Version policy

- patch: fixes only.

## [Unreleased]

## [0.2.0] - 2026-11-24

### Added
- Privacy policy.

### Fixed
- A bug.

## [0.1.0] - 2026-10-01

### Added
- Everything.
`);
  });

  it('works when Unreleased is the last section of the file', () => {
    const released = releaseChangelog(
      '# Changelog\n\n## [Unreleased]\n\n- One change.\n',
      '1.0.0',
      '2026-12-01',
    );

    expect(released).toBe('# Changelog\n\n## [Unreleased]\n\n## [1.0.0] - 2026-12-01\n\n- One change.\n');
  });

  it('refuses to release when nothing is under Unreleased', () => {
    const empty = releaseChangelog(CHANGELOG, '0.2.0', '2026-11-24');

    expect(() => releaseChangelog(empty, '0.3.0', '2026-11-25')).toThrow('nothing under "## [Unreleased]"');
  });

  it('refuses a version that already has a section, and a changelog without Unreleased', () => {
    expect(() => releaseChangelog(CHANGELOG, '0.1.0', '2026-11-24')).toThrow(
      'already has a section for 0.1.0',
    );
    expect(() => releaseChangelog('# Changelog\n', '0.2.0', '2026-11-24')).toThrow('no "## [Unreleased]"');
  });
});

describe('changelogSection', () => {
  it('returns the body of the version section, up to the next version', () => {
    const released = releaseChangelog(CHANGELOG, '0.2.0', '2026-11-24');

    expect(changelogSection(released, '0.2.0')).toBe('### Added\n- Privacy policy.\n\n### Fixed\n- A bug.\n');
    expect(changelogSection(released, '0.1.0')).toBe('### Added\n- Everything.\n');
  });

  it('returns undefined for a version the changelog does not have or whose section is empty', () => {
    expect(changelogSection(CHANGELOG, '9.9.9')).toBeUndefined();
    expect(
      changelogSection('## [1.0.0] - 2026-01-01\n\n## [0.9.0] - 2025-12-01\n- x\n', '1.0.0'),
    ).toBeUndefined();
  });

  it('does not take 0.1.0 for 0.1.0-something or 0.1.00', () => {
    expect(changelogSection('## [0.1.00] - 2026-01-01\n- x\n', '0.1.0')).toBeUndefined();
  });
});
