import { probeValue, startSession } from './session';

const session = await startSession();
const { ext } = session;
const agg: Record<string, number[]> = {};
for (const path of ['popup', 'bench-script.html']) {
  for (let i = 0; i < 6; i++) {
    const page = await ext.context.newPage();
    const cdp = await ext.context.newCDPSession(page);
    const events: any[] = [];
    cdp.on('Tracing.dataCollected', (e: any) => events.push(...e.value));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,v8,blink.user_timing,loading,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    const url = path === 'popup' ? `popup.html?tabId=${session.tab.id}` : path;
    await page.goto(ext.url(url));
    let ready: number;
    if (path === 'popup') ready = await probeValue(page, 'ready');
    else
      ready = (await (
        await page.waitForFunction(
          () => (performance.getEntriesByType('navigation')[0] as any)?.loadEventEnd || null,
          undefined,
          { polling: 10 },
        )
      ).jsonValue()) as number;
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    // sum durations of complete events by name on the renderer main thread
    const nav =
      events.find(
        (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes('chrome-extension'),
      ) ?? events.find((e) => e.name === 'navigationStart');
    const parse = events.find((e) => e.name === 'ParseHTML');
    const t0 = nav.ts;
    const main = events.filter(
      (e) => e.ph === 'X' && e.dur && e.tid === parse.tid && e.ts - t0 < ready * 1000,
    );
    if (i === 5) {
      const top = main
        .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
        .map((e) => ({ at: (e.ts - t0) / 1000, dur: e.dur / 1000 }));
      const inner = main
        .filter((e) => !['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name) && e.dur > 300)
        .map(
          (e) =>
            `${((e.ts - t0) / 1000).toFixed(1)}+${(e.dur / 1000).toFixed(1)} ${e.name} ${e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.data?.type ?? ''}`,
        );
      console.log(path, 'ready', ready.toFixed(1));
      console.log(inner.join('\n'));
    }
    const sums: Record<string, number> = {};
    for (const e of main) sums[e.name] = (sums[e.name] ?? 0) + e.dur / 1000;
    const key = (k: string) => `${path}:${k}`;
    (agg[key('ready')] ??= []).push(ready);
    for (const n of [
      'EvaluateScript',
      'v8.compile',
      'v8.compileModule',
      'v8.evaluateModule',
      'ParseHTML',
      'ParseAuthorStyleSheet',
      'UpdateLayoutTree',
      'Layout',
      'Paint',
      'FunctionCall',
      'RunMicrotasks',
      'v8.run',
      'TimerFire',
      'EventDispatch',
      'ResourceSendRequest',
      'CommitLoad',
      'RunTask',
      'ThreadControllerImpl::RunTask',
      'PrePaint',
      'Commit',
    ]) {
      if (sums[n] !== undefined) (agg[key(n)] ??= []).push(sums[n]);
    }
    await cdp.detach();
    await page.close();
  }
}
const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const [k, v] of Object.entries(agg)) console.log(k.padEnd(40), med(v)!.toFixed(2));
await session.close();
