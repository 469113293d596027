/**
 * Can a URL be shortened? A module with no imports: the popup's first module checks the
 * tab's URL with it before anything else loads. lib/shared/urls.ts re-exports it.
 */

/**
 * http(s) with a host. This refuses chrome:, about:, file:, data:, javascript:, blob:,
 * view-source:, extension pages and every other browser-internal scheme. A yes/no: the popup
 * words the refusal in the UI language, and loads nothing of the background's English sentence
 * before it can be typed into.
 */
export function isShortenable(url: string | null | undefined): boolean {
  try {
    const parsed = new URL((url ?? '').trim());
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false; // Empty, or not a URL at all.
  }
}
