/**
 * The local day `offset` days from today as `YYYY-MM-DD`, as the statistics views compute their
 * ranges (the browser and the tests run in the same time zone). Written here, not taken from
 * lib/, so the tests do not check the views' dates with the views' own code.
 */
export function localDay(offset: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
