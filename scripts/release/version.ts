/**
 * Release versions. The stores take the manifest's version, which WXT copies from package.json:
 * Chrome and Edge accept one to four dot-separated integers from 0 to 65535, no letters (so no
 * `-beta`), and every store refuses a version that is not higher than the published one. A
 * release is therefore x.y.z, each part a plain number, higher than the current version.
 */
export type Version = readonly [major: number, minor: number, patch: number];

const PLAIN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
/** The highest value of one part of a Chrome manifest version. */
const PART_MAX = 65_535;

export function parseVersion(text: string): Version | undefined {
  const match = PLAIN.exec(text);
  if (!match) return undefined;
  const parts = [Number(match[1]), Number(match[2]), Number(match[3])] as const;
  return parts.every((part) => part <= PART_MAX) ? parts : undefined;
}

/** Negative when `a` comes before `b`, 0 when they are the same version, positive after. */
export function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Why `next` cannot be released after `current`, or undefined when it can. */
export function versionProblem(current: string, next: string): string | undefined {
  const to = parseVersion(next);
  if (!to)
    return `"${next}" is not a release version: x.y.z, plain numbers up to ${PART_MAX} (no "v", no -suffix)`;
  const from = parseVersion(current);
  if (from && compareVersions(to, from) <= 0) {
    return `${next} is not higher than the current version ${current}: the stores only accept higher versions`;
  }
  return undefined;
}
