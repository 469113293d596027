/**
 * x-www-form-urlencoded bodies the way PHP (and `qs.parse`) read them back: the servers are
 * Laravel apps, and PHP does not parse multipart PUT/PATCH bodies, so every write is a form.
 *
 * - scalars `k=v`; booleans `1`/`0` (Laravel's boolean rules want 0/1, not "true");
 * - `null` -> `k=` (an empty value is how an update clears a field); `undefined` -> omitted;
 * - arrays of scalars -> `pixels[]=1&pixels[]=2`;
 * - arrays holding objects -> indexed `country[0][key]=US&country[0][value]=...`, renumbered
 *   0, 1, 2... over the defined elements so every row keeps its key next to its value;
 * - objects -> `a[b]=c`.
 *
 * Empty arrays and objects send nothing: a form cannot express "an empty list" (PHP would see
 * no key at all). `[null]` sends `k[]=`, which is how a list is cleared on these servers (see
 * CLEARED_LIST in dialects/encoding.ts); `null` sends `k=`, which clears a scalar field only.
 * Keys are field names chosen by code, not user data: a key holding `[` or `]` cannot be
 * represented (PHP splits on them whatever the encoding).
 */

export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | FormValue[]
  | { [key: string]: FormValue };

type Scalar = string | number | boolean | null;

export function encodeForm(data: Record<string, FormValue>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(data)) appendValue(pairs, encodeComponent(key), value);
  return pairs.join('&');
}

function appendValue(pairs: string[], name: string, value: FormValue): void {
  if (value === undefined) return;
  if (isScalar(value)) {
    pairs.push(`${name}=${encodeScalar(value)}`);
    return;
  }
  const items = Array.isArray(value) ? value.filter((item) => item !== undefined) : value;
  // A list of scalars is `a[]=x`; a list holding objects is indexed, because `a[][key]=x&a[][value]=y`
  // would put key and value in two different rows. Object keys and list indexes alike: `a[k]`.
  const scalarList = Array.isArray(items) && items.every(isScalar);
  for (const [key, item] of Object.entries(items)) {
    appendValue(pairs, scalarList ? `${name}[]` : `${name}[${encodeComponent(key)}]`, item);
  }
}

function isScalar(value: FormValue): value is Scalar {
  return value === null || typeof value !== 'object';
}

function encodeScalar(value: Scalar): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return encodeComponent(String(value));
}

// Lone UTF-16 surrogates (a half-pasted emoji) make encodeURIComponent throw: send U+FFFD instead.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encodeComponent(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}
