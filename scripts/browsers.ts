/**
 * Browser discovery for the e2e tests and the demo. Never downloads a browser: it finds Debian's
 * Chromium and Firefox ESR (or whatever CHROME_PATH / FIREFOX_PATH point at).
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type BrowserName = 'chromium' | 'firefox';

const CANDIDATES: Record<BrowserName, { env: string; paths: string[]; commands: string[]; apt: string }> = {
  chromium: {
    env: 'CHROME_PATH',
    // The real binary first: /usr/bin/chromium is a shell wrapper that also works.
    paths: ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'],
    commands: ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'],
    apt: 'chromium',
  },
  firefox: {
    env: 'FIREFOX_PATH',
    paths: ['/usr/bin/firefox-esr', '/usr/lib/firefox-esr/firefox-esr', '/usr/bin/firefox'],
    commands: ['firefox-esr', 'firefox'],
    apt: 'firefox-esr',
  },
};

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** The executable of a browser, or undefined when none is installed. An env override wins (and must exist). */
export function findBrowser(name: BrowserName): string | undefined {
  const spec = CANDIDATES[name];
  const override = process.env[spec.env];
  if (override) return isExecutable(override) ? override : undefined;
  for (const path of spec.paths) if (isExecutable(path)) return path;
  for (const command of spec.commands) {
    const found = onPath(command);
    if (found) return found;
  }
  return undefined;
}

/** How to get a missing browser, for error messages. */
export function installHint(names: BrowserName[]): string {
  const packages = names.map((name) => CANDIDATES[name].apt).join(' ');
  const envs = names.map((name) => CANDIDATES[name].env).join(' / ');
  return [
    `Missing browser(s): ${names.join(', ')}. The e2e tests never download browsers.`,
    `  Install them:       sudo apt-get install ${packages}`,
    '  As root on Debian:  scripts/ensure-browsers.sh   (installs what is missing with apt-get)',
    `  Or point ${envs} at your own executable.`,
  ].join('\n');
}

/** What ensureBrowsers may do about a missing browser; tests pass fakes. */
export interface InstallEnvironment {
  /** Root on a system with apt-get: the only case where we install anything ourselves. */
  canInstall: boolean;
  /** Installs the missing browsers (default: scripts/ensure-browsers.sh, apt-get). */
  install(names: BrowserName[]): void;
}

const systemInstall: InstallEnvironment = {
  get canInstall() {
    return process.getuid?.() === 0 && onPath('apt-get') !== undefined;
  },
  install(names) {
    console.log(`[browsers] installing ${names.map((name) => CANDIDATES[name].apt).join(' ')} with apt-get`);
    const script = fileURLToPath(new URL('./ensure-browsers.sh', import.meta.url));
    execFileSync('bash', [script, ...names.map((name) => CANDIDATES[name].apt)], { stdio: 'inherit' });
  },
};

/**
 * The first step of `npm test` (e2e/global-setup.ts) and `npm run demo`: as
 * root on Debian (like CI, or a fresh machine) a missing browser is installed with apt-get by
 * scripts/ensure-browsers.sh, the script .ci/run calls too; elsewhere nothing is installed and
 * the error says what to install. Returns the browsers' paths.
 */
export function ensureBrowsers(
  names: BrowserName[] = ['chromium', 'firefox'],
  environment: InstallEnvironment = systemInstall,
): Record<BrowserName, string> {
  const missing = names.filter((name) => !findBrowser(name));
  if (missing.length > 0 && environment.canInstall) environment.install(missing);
  return requireBrowsers(names);
}

/** Both browsers' paths; throws with an install hint when one is missing. */
export function requireBrowsers(names: BrowserName[] = ['chromium', 'firefox']): Record<BrowserName, string> {
  const found: Partial<Record<BrowserName, string>> = {};
  const missing: BrowserName[] = [];
  for (const name of names) {
    const path = findBrowser(name);
    if (path) found[name] = path;
    else missing.push(name);
  }
  if (missing.length > 0) {
    const bad = missing
      .map((name) => CANDIDATES[name].env)
      .filter((env) => process.env[env])
      .map((env) => `${env}=${process.env[env]} is not an executable file.`);
    throw new Error([...bad, installHint(missing)].join('\n'));
  }
  return found as Record<BrowserName, string>;
}

export function requireBrowser(name: BrowserName): string {
  return requireBrowsers([name])[name];
}
