/** Small object helpers shared across lib/api. */

/**
 * `data` without its undefined entries: what is sent, thrown or posted between pages carries only
 * the keys that are set (`null` stays: on the wire it clears a field).
 */
export function withoutUndefined<T extends object>(data: T): T {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as T;
}
