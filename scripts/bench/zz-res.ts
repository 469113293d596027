import { probeValue, startSession } from './session';

const session = await startSession();
const { ext } = session;
for (const path of [`popup.html?tabId=${session.tab.id}`, 'bench-script.html']) {
  for (let i = 0; i < 6; i++) {
    const page = await ext.context.newPage();
    await page.goto(ext.url(path));
    const ready = path.startsWith('popup') ? await probeValue(page, 'ready') : 0;
    await page.waitForTimeout(100);
    const r = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (e) =>
          `${e.name.split('/').pop()!.slice(0, 14)} ${e.startTime.toFixed(1)}-${e.responseEnd.toFixed(1)}`,
      );
      return {
        res,
        resp: nav.responseEnd.toFixed(1),
        dcl: nav.domContentLoadedEventEnd.toFixed(1),
        load: nav.loadEventEnd.toFixed(1),
        fcp: 0,
      };
    });
    console.log(
      path.slice(0, 10),
      'ready',
      ready.toFixed(1),
      'navResp',
      r.resp,
      'dcl',
      r.dcl,
      'load',
      r.load,
      '|',
      r.res.join(' | '),
    );
    await page.close();
  }
}
await session.close();
