/**
 * The user agent as the analytics service's parser names it (docs/API.md section
 * 7.1): browser and operating system by their product names (as the seeded values in
 * stats/dimensions.ts), the device type in lower case. A small reading of the common agents,
 * enough for the browsers the tests and the demo run; anything else is ''.
 */
export interface Agent {
  browser: string;
  os: string;
  device: string;
}

const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'Chrome OS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([re]) => re.test(ua))?.[1] ?? '';

export function parseAgent(ua: string): Agent {
  const tablet = /\biPad\b|\bTablet\b/.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua));
  const mobile = !tablet && /\bMobile\b|\biPhone\b|\biPod\b/.test(ua);
  return {
    browser: first(BROWSERS, ua),
    os: first(SYSTEMS, ua),
    device: ua === '' ? '' : tablet ? 'tablet' : mobile ? 'mobile' : 'desktop',
  };
}

/** Crawlers: not counted when the website excludes bots (its `exclude_bots`, on by default). */
export const isBot = (ua: string) => /bot\b|crawl|spider|slurp|facebookexternalhit|preview/i.test(ua);
