/**
 * `npx tsx scripts/release/submit.ts [--dry-run]`: submits the store packages of package.json's
 * version with `wxt submit` (publish-browser-extension), as planned by submit-plan.ts: stores with
 * secrets are submitted, stores without are skipped; with --dry-run, stores without secrets are
 * checked against stand-ins of their APIs (stand-in-stores.mjs), so every pull request runs the
 * submission step end to end. Build the packages first (packages.ts, PACKAGE_COMMANDS).
 */
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { missingPackages, PACKAGE_COMMANDS, packagesOf } from './packages';
import { ROOT } from './paths';
import { type Store, submitPlan } from './submit-plan';

/** Throwaway credentials, valid in form, that only the stand-ins accept. */
function standInCredentials(): Record<Store, Record<string, string>> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    chrome: {
      CHROME_EXTENSION_ID: 'standinstandinstandinstandinstan',
      CHROME_PUBLISHER_ID: 'stand-in-publisher',
      CHROME_SERVICE_ACCOUNT_CLIENT_EMAIL: 'release@stand-in.iam.gserviceaccount.com',
      CHROME_SERVICE_ACCOUNT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      STAND_IN_CHROME_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
    firefox: {
      FIREFOX_EXTENSION_ID: 'shortener-extension@example.org',
      FIREFOX_JWT_ISSUER: 'user:00000:000',
      FIREFOX_JWT_SECRET: 'stand-in-secret-0123456789abcdef0123456789abcdef',
    },
    edge: {
      EDGE_PRODUCT_ID: '00000000-0000-0000-0000-000000000000',
      EDGE_CLIENT_ID: '00000000-0000-0000-0000-000000000000',
      EDGE_API_KEY: 'stand-in-api-key',
    },
  };
}

const dryRun = process.argv.includes('--dry-run');
const packages = packagesOf(ROOT);
const missing = missingPackages(ROOT, packages);
if (missing.length > 0) {
  console.error(`submit: missing ${missing.join(', ')}; build them with: ${PACKAGE_COMMANDS.join(' && ')}`);
  process.exit(1);
}
let plan: ReturnType<typeof submitPlan>;
try {
  plan = submitPlan({ env: process.env, packages, dryRun, standInCredentials });
} catch (error) {
  console.error(`submit: ${(error as Error).message}`);
  process.exit(1);
}
for (const [store, mode] of Object.entries(plan.modes)) console.log(`submit: ${store}: ${mode}`);
if (plan.stores.length === 0) {
  console.log('submit: no store has its secrets set; nothing submitted (CONTRIBUTING.md, "Releasing").');
  process.exit(0);
}
const env: NodeJS.ProcessEnv = { ...process.env, ...plan.env, CI: process.env.CI ?? 'true' };
if (plan.env.STAND_IN_STORES) {
  const standIn = pathToFileURL(resolve(ROOT, 'scripts/release/stand-in-stores.mjs')).href;
  env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import=${standIn}`.trim();
}
console.log(`submit: wxt ${plan.args.join(' ')}`);
try {
  execFileSync(resolve(ROOT, 'node_modules/.bin/wxt'), plan.args, { cwd: ROOT, env, stdio: 'inherit' });
} catch {
  process.exit(1);
}
