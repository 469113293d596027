/**
 * What a page showed when a wait gave up: its address, its visible text and the requests the
 * server saw. A wait that times out in CI otherwise says only which element never came, and a
 * failure that a fresh clone shows once in several runs cannot be read back.
 */
import type { RunningServer } from './server';
import type { UiPage } from './ui';

export async function whenShown<T>(
  page: UiPage,
  servers: RunningServer[],
  wait: () => Promise<T>,
): Promise<T> {
  try {
    return await wait();
  } catch (error) {
    const shown = await page
      .evaluate(() => `${location.href}\n${document.body?.innerText ?? ''}`)
      .catch((reason: unknown) => `(the page could not be read: ${String(reason)})`);
    const asked = servers
      .flatMap((server) => server.requests().map((r) => `${server.url} ${r.status} ${r.method} ${r.path}`))
      .join('\n');
    throw new Error(`${String(error)}\n--- the page showed:\n${shown}\n--- the servers saw:\n${asked}`, {
      cause: error,
    });
  }
}
