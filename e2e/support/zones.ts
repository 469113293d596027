/**
 * Days in a named time zone for the tests of the account's day, written here with
 * Intl rather than taken from lib/, so the tests do not check the views' days with their own code.
 */

/** The account counts days in Honolulu (UTC-10); the browser runs in Kiritimati (UTC+14): a day ahead. */
export const ACCOUNT_ZONE = 'Pacific/Honolulu';
export const BROWSER_ZONE = 'Pacific/Kiritimati';

/** The calendar day `YYYY-MM-DD` now in `zone` (en-CA writes dates as YYYY-MM-DD). */
export function dayInZone(zone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
