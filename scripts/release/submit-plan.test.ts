import { describe, expect, it } from 'vitest';
import { storePackages } from './packages';
import { STORE_SECRETS, submitPlan } from './submit-plan';

const packages = storePackages('shortener-extension', '1.2.3');
const standInCredentials = () => ({
  chrome: { CHROME_EXTENSION_ID: 'stand-in-chrome' },
  firefox: { FIREFOX_EXTENSION_ID: 'stand-in-firefox' },
  edge: { EDGE_PRODUCT_ID: 'stand-in-edge' },
});
const allSecrets = Object.fromEntries(
  Object.values(STORE_SECRETS).flatMap((names) => names.map((n) => [n, 'set'])),
);
const without = (store: keyof typeof STORE_SECRETS) =>
  Object.fromEntries(Object.entries(allSecrets).filter(([name]) => !STORE_SECRETS[store].includes(name)));

describe('submitPlan', () => {
  it('submits the Chrome, Firefox (with its sources) and Edge packages when every secret is set', () => {
    const plan = submitPlan({ env: allSecrets, packages, dryRun: false, standInCredentials });

    expect(plan.args).toEqual([
      'submit',
      '--chrome-zip',
      '.output/shortener-extension-1.2.3-chrome.zip',
      '--firefox-zip',
      '.output/shortener-extension-1.2.3-firefox.zip',
      '--firefox-sources-zip',
      '.output/shortener-extension-1.2.3-sources.zip',
      '--edge-zip',
      '.output/shortener-extension-1.2.3-edge.zip',
    ]);
    expect(plan.modes).toEqual({ chrome: 'submit', firefox: 'submit', edge: 'submit' });
    expect(plan.env).toEqual({ CHROME_API_VERSION: 'v2' });
  });

  it('skips a store none of whose secrets are set, and leaves its zip out of the command', () => {
    const plan = submitPlan({ env: without('edge'), packages, dryRun: false, standInCredentials });

    expect(plan.modes.edge).toBe('skipped');
    expect(plan.stores).toEqual(['chrome', 'firefox']);
    expect(plan.args.join(' ')).not.toContain('edge');
  });

  it('submits nothing when no secret is set', () => {
    const plan = submitPlan({ env: {}, packages, dryRun: false, standInCredentials });

    expect(plan.stores).toEqual([]);
  });

  it('refuses a store with only some of its secrets, naming the missing ones', () => {
    const env = { ...without('firefox'), FIREFOX_EXTENSION_ID: 'id' };

    expect(() => submitPlan({ env, packages, dryRun: false, standInCredentials })).toThrow(
      'firefox: FIREFOX_JWT_ISSUER, FIREFOX_JWT_SECRET missing',
    );
  });

  it('in a dry run, checks the credentials of stores with secrets and uses stand-ins for the others', () => {
    const plan = submitPlan({ env: without('chrome'), packages, dryRun: true, standInCredentials });

    expect(plan.args.slice(0, 2)).toEqual(['submit', '--dry-run']);
    expect(plan.modes).toEqual({
      chrome: 'stand-in',
      firefox: 'check credentials',
      edge: 'check credentials',
    });
    expect(plan.env).toEqual({
      CHROME_API_VERSION: 'v2',
      CHROME_EXTENSION_ID: 'stand-in-chrome',
      STAND_IN_STORES: 'chrome',
    });
  });

  it('in a dry run without any secret (a pull request from a fork), runs every store against stand-ins', () => {
    const plan = submitPlan({ env: {}, packages, dryRun: true, standInCredentials });

    expect(plan.stores).toEqual(['chrome', 'firefox', 'edge']);
    expect(plan.env.STAND_IN_STORES).toBe('chrome,firefox,edge');
    expect(plan.args).toContain('--firefox-sources-zip');
  });
});
