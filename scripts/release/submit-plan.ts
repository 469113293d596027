/**
 * How `wxt submit` is called for a release, and for its dry run on every pull request
 * (scripts/release/submit.ts runs the plan). `wxt submit` is publish-browser-extension's CLI; it
 * reads each store's credentials from environment variables, named here as it reads them
 * (publish-browser-extension 5.1, `resolveConfig`), and submits to the stores whose zip it is
 * given.
 *
 * - A store with all its secrets: submitted (or, in a dry run, its credentials checked).
 * - A store with none: skipped by a release (the GitHub release still happens); in a dry run,
 *   checked against a stand-in of its API (scripts/release/stand-in-stores.mjs) with throwaway
 *   credentials, so a pull request from a fork, which gets no secrets, still runs the command,
 *   its zips and its options end to end.
 * - A store with some of its secrets: an error naming the missing ones.
 */
import type { StorePackages } from './packages';

export type Store = 'chrome' | 'firefox' | 'edge';

/**
 * The repository secrets of each store. Chrome uses the Chrome Web Store API v2 with a service
 * account (`CHROME_API_VERSION=v2`): v1.1 and its refresh tokens stop working on 2026-10-15
 * (publish-browser-extension warns so).
 */
export const STORE_SECRETS: Record<Store, readonly string[]> = {
  chrome: [
    'CHROME_EXTENSION_ID',
    'CHROME_PUBLISHER_ID',
    'CHROME_SERVICE_ACCOUNT_CLIENT_EMAIL',
    'CHROME_SERVICE_ACCOUNT_PRIVATE_KEY',
  ],
  firefox: ['FIREFOX_EXTENSION_ID', 'FIREFOX_JWT_ISSUER', 'FIREFOX_JWT_SECRET'],
  edge: ['EDGE_PRODUCT_ID', 'EDGE_CLIENT_ID', 'EDGE_API_KEY'],
};

export const STORES = Object.keys(STORE_SECRETS) as Store[];

export type Mode = 'submit' | 'check credentials' | 'stand-in' | 'skipped';

export interface SubmitPlan {
  /** Arguments after `wxt`. */
  args: string[];
  /** Environment variables to add to the command's environment. */
  env: Record<string, string>;
  modes: Record<Store, Mode>;
  /** Stores the command talks to (the others are skipped). */
  stores: Store[];
}

export interface PlanInput {
  env: Readonly<Record<string, string | undefined>>;
  packages: StorePackages;
  dryRun: boolean;
  /** Throwaway credentials for stores checked against a stand-in (dry run without secrets). */
  standInCredentials: () => Record<Store, Record<string, string>>;
}

export function submitPlan({ env, packages, dryRun, standInCredentials }: PlanInput): SubmitPlan {
  const extraEnv: Record<string, string> = { CHROME_API_VERSION: 'v2' };
  const modes = {} as Record<Store, Mode>;
  const problems: string[] = [];
  let standIns: Record<Store, Record<string, string>> | undefined;
  for (const store of STORES) {
    const missing = STORE_SECRETS[store].filter((name) => !env[name]);
    if (missing.length === 0) {
      modes[store] = dryRun ? 'check credentials' : 'submit';
    } else if (missing.length < STORE_SECRETS[store].length) {
      problems.push(`${store}: ${missing.join(', ')} missing (set all of ${store}'s secrets, or none)`);
    } else if (dryRun) {
      modes[store] = 'stand-in';
      standIns ??= standInCredentials();
      Object.assign(extraEnv, standIns[store]);
    } else {
      modes[store] = 'skipped';
    }
  }
  if (problems.length > 0) throw new Error(`store secrets incomplete:\n  ${problems.join('\n  ')}`);

  const stores = STORES.filter((store) => modes[store] !== 'skipped');
  const zips: Record<Store, string[]> = {
    chrome: ['--chrome-zip', packages.chrome],
    firefox: ['--firefox-zip', packages.firefox, '--firefox-sources-zip', packages.sources],
    edge: ['--edge-zip', packages.edge],
  };
  const args = ['submit', ...(dryRun ? ['--dry-run'] : []), ...stores.flatMap((store) => zips[store])];
  const standInStores = stores.filter((store) => modes[store] === 'stand-in');
  if (standInStores.length > 0) extraEnv.STAND_IN_STORES = standInStores.join(',');
  return { args, env: extraEnv, modes, stores };
}
