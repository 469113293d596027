/** manager.html: navigation start -> a page of 100 links in the table. */
import type { BenchSession } from './session';
import { inFreshPage, probeValue } from './session';

export const MANAGER_PAGE = 'manager.html#links?perPage=100';

/** Creates `count` links for the demo account straight on the server (plain fetch from Node). */
export async function seedLinks(session: BenchSession, count: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${session.server.url}/api/v1/links`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${session.server.keys.demo}`,
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: `url=${encodeURIComponent(`https://example.com/bench/seed-${index}`)}`,
    });
    await response.text();
    if (response.status !== 201) throw new Error(`seeding link ${index}: HTTP ${response.status}`);
  }
}

export interface ManagerSample {
  rows: number[];
  /** Duration of the list request (per_page=100) in the service worker's resource timing. */
  listRequest: number[];
}

async function managerOnce(session: BenchSession): Promise<{ rows: number; list: number | undefined }> {
  await session.ext.inWorker(() => performance.clearResourceTimings());
  const rows = await inFreshPage(session, MANAGER_PAGE, (page) => probeValue(page, 'rows100'));
  const entries = await session.ext.inWorker(() =>
    performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, duration: entry.duration })),
  );
  const list = entries.filter(
    (entry) => /\/api\/v1\/links\?/.test(entry.name) && /per_?page=100/i.test(entry.name),
  );
  return { rows, list: list.at(-1)?.duration };
}

export async function measureManager(session: BenchSession, runs: number): Promise<ManagerSample> {
  const sample: ManagerSample = { rows: [], listRequest: [] };
  await managerOnce(session);
  for (let run = 0; run < runs; run++) {
    const { rows, list } = await managerOnce(session);
    sample.rows.push(rows);
    if (list !== undefined) sample.listRequest.push(list);
  }
  return sample;
}
