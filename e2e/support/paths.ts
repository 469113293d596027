import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** `npm run build:e2e` (docs/ARCHITECTURE.md, "Contracts": Build outputs). */
export const CHROME_E2E_BUILD = resolve(ROOT, '.output/chrome-mv3-e2e');
/** `wxt build -b firefox --mode e2e`: WXT names the folder {browser}-mv{version}-{mode}. */
export const FIREFOX_E2E_BUILD = resolve(ROOT, '.output/firefox-mv2-e2e');
/** `wxt build -b firefox --mv3 --mode e2e`: the Firefox MV3 build, test-loaded too. */
export const FIREFOX_MV3_E2E_BUILD = resolve(ROOT, '.output/firefox-mv3-e2e');
/** browser_specific_settings.gecko.id in wxt.config.ts. */
export const GECKO_ID = 'shortener-extension@example.org';
/**
 * The browsers this run launched (one pid or profile folder a line), written by launches.ts and
 * read by global-setup's teardown, which ends any still running.
 */
export const LAUNCHED_FILE = resolve(ROOT, 'node_modules/.e2e-launched');
