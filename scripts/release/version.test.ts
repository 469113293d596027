import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion, versionProblem } from './version';

describe('parseVersion', () => {
  it('reads x.y.z made of plain numbers', () => {
    expect(parseVersion('1.20.3')).toEqual([1, 20, 3]);
    expect(parseVersion('0.1.0')).toEqual([0, 1, 0]);
  });

  it('refuses what a store manifest cannot carry: a v prefix, a suffix, leading zeros, parts over 65535', () => {
    for (const text of [
      'v1.2.3',
      '1.2.3-beta.1',
      '1.2',
      '1.2.3.4',
      '01.2.3',
      '1.2.65536',
      '',
      'one.two.three',
    ]) {
      expect(parseVersion(text), text).toBeUndefined();
    }
  });
});

describe('compareVersions', () => {
  it('orders by major, then minor, then patch, as numbers', () => {
    expect(compareVersions([1, 10, 0], [1, 9, 9])).toBeGreaterThan(0);
    expect(compareVersions([0, 1, 0], [1, 0, 0])).toBeLessThan(0);
    expect(compareVersions([2, 0, 1], [2, 0, 1])).toBe(0);
  });
});

describe('versionProblem', () => {
  it('accepts a higher version', () => {
    expect(versionProblem('0.1.0', '0.1.1')).toBeUndefined();
    expect(versionProblem('0.9.9', '1.0.0')).toBeUndefined();
  });

  it('refuses the same or an older version, because the stores accept only higher ones', () => {
    expect(versionProblem('0.2.0', '0.2.0')).toContain('not higher than the current version 0.2.0');
    expect(versionProblem('0.2.0', '0.1.9')).toContain('not higher');
  });

  it('refuses a malformed version and says what a release version looks like', () => {
    expect(versionProblem('0.1.0', 'v0.2.0')).toContain('x.y.z');
  });
});
