import { writeFileSync } from 'node:fs';
import { ourColdShorten } from './cold-shorten';
import { startSession } from './session';
import { workerControl } from './worker-control';
import { TRACE_CATEGORIES } from './worker-trace';

const session = await startSession();
const { ext } = session;
const script = (await ext.worker()).url();
const control = await workerControl(ext.context);
const page = await ext.context.newPage();
const cdp = await ext.context.newCDPSession(page);
await ourColdShorten(session, control, [script], `${session.sampleUrl}&p=w`);
for (let i = 0; i < 3; i++) {
  const events: unknown[] = [];
  const collect = (e: { value: unknown[] }) => { events.push(...e.value); };
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: [...TRACE_CATEGORIES, 'disabled-by-default-v8.cpu_profiler'], enableSampling: true } } as never);
  await ourColdShorten(session, control, [script], `${session.sampleUrl}&p=${i}`);
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  writeFileSync(`/tmp/exp/prof${i}.json`, JSON.stringify(events));
}
await session.close();
