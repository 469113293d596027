/**
 * An organization's policy for a test's browser, without touching the machine: the browser runs
 * in a mount namespace of its own (`unshare --user --map-root-user --mount`) where a folder of
 * the test's is bind-mounted over the place the browser reads policies from. Outside that
 * process nothing changes, and the folder goes with the test.
 *
 * - Chromium reads `/etc/chromium/policies/managed/*.json` (the path is compiled in; the build
 *   has no switch for another) and watches the folder: a changed file applies while it runs
 *   (after its settle time of a few seconds). An extension's policy is
 *   `{"3rdparty": {"extensions": {"<id>": {...}}}}`.
 * - Firefox reads `distribution/policies.json` beside its binary, at start:
 *   `{"policies": {"3rdparty": {"Extensions": {"<id>": {...}}}}}`.
 */
import { createHash } from 'node:crypto';
import { chmod, copyFile, mkdir, mkdtemp, readlink, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { requireBrowser } from '../../scripts/browsers';

/** Chromium's id of an unpacked extension: the SHA-256 of its folder's path, in the letters a-p. */
export function unpackedExtensionId(dir: string): string {
  const hex = createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 32);
  return [...hex].map((c) => String.fromCharCode(97 + Number.parseInt(c, 16))).join('');
}

/** A script that runs `binary` with `source` mounted over `target` for it alone. */
async function privateMountWrapper(folder: string, binary: string, source: string, target: string) {
  const script = join(folder, 'browser.sh');
  const inner = 'mount --bind "$1" "$2" && shift 2 && exec "$@"';
  await writeFile(
    script,
    `#!/bin/sh\nexec unshare --user --map-root-user --mount /bin/sh -c '${inner}' sh "${source}" "${target}" "${binary}" "$@"\n`,
  );
  await chmod(script, 0o755);
  return script;
}

export interface BrowserPolicy {
  /** The wrapper to launch instead of the browser (LaunchOptions.executable). */
  executable: string;
  /** Writes the extension's policy (its storage.managed), replacing the last. */
  set(value: Record<string, unknown>): Promise<void>;
}

/** Writes `text` to `file` in one step: a browser watching the folder never reads half of it. */
async function writeWhole(file: string, text: string) {
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}

export async function chromiumPolicy(extensionId: string): Promise<BrowserPolicy> {
  const folder = await mkdtemp(join(tmpdir(), 'e2e-policy-chromium-'));
  const etc = join(folder, 'etc-chromium');
  const managed = join(etc, 'policies', 'managed');
  await mkdir(managed, { recursive: true });
  // What the real /etc/chromium holds stays visible to the browser (Debian's first-run preferences).
  await copyFile('/etc/chromium/master_preferences', join(etc, 'master_preferences')).catch(() => undefined);
  return {
    executable: await privateMountWrapper(folder, requireBrowser('chromium'), etc, '/etc/chromium'),
    set: (value) =>
      writeWhole(
        join(managed, 'extension.json'),
        JSON.stringify({ '3rdparty': { extensions: { [extensionId]: value } } }),
      ),
  };
}

export async function firefoxPolicy(geckoId: string): Promise<BrowserPolicy> {
  const folder = await mkdtemp(join(tmpdir(), 'e2e-policy-firefox-'));
  const distribution = join(folder, 'distribution');
  await mkdir(distribution, { recursive: true });
  const binary = requireBrowser('firefox');
  // The install's folder, where Firefox looks for distribution/ (the binary may be a link to it).
  const real = await readlink(binary).then(
    (link) => resolve(dirname(binary), link),
    () => binary,
  );
  return {
    executable: await privateMountWrapper(folder, real, distribution, join(dirname(real), 'distribution')),
    set: (value) =>
      writeWhole(
        join(distribution, 'policies.json'),
        JSON.stringify({ policies: { '3rdparty': { Extensions: { [geckoId]: value } } } }),
      ),
  };
}
