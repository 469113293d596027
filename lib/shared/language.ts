/**
 * The interface's language as a page states it (pure: the popup's first script imports this
 * before anything else has loaded, so it takes the languages as arguments).
 *
 * The words come from the locale the browser chose for the extension (its `meta_language`
 * message names it), which is not always the browser's reported UI language: a Chromium without
 * its German resources shows the German messages under `--lang=de` yet reports "en-US", and an
 * Italian browser gets the English messages. The page's language is that of its words; the
 * reported UI language refines it when it is the same language ("de-AT" for "de", "en-GB" for "en").
 */

/** `pt_BR` (the extension's spelling) -> `pt-BR`; an empty or broken tag -> undefined. */
export function languageTag(language: string | undefined): string | undefined {
  const tag = language?.replace(/_/g, '-').trim();
  if (!tag) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();

/** The language the words are in (`words`), with the UI language's region when it is the same language. */
export function interfaceLanguage(words: string | undefined, ui: string | undefined): string {
  const wordsTag = languageTag(words);
  const uiTag = languageTag(ui);
  if (wordsTag && uiTag && primary(wordsTag) === primary(uiTag) && uiTag.length > wordsTag.length)
    return uiTag;
  return wordsTag ?? uiTag ?? 'en';
}

/** Languages written right to left (the scripts of Arabic, Hebrew, Persian, Urdu...). */
const RIGHT_TO_LEFT = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'ks',
  'ku',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

export function directionOf(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(primary(language)) ? 'rtl' : 'ltr';
}

/**
 * Tells the page's language and direction (screen readers' voice, date inputs, hyphenation):
 * the page must not claim another language than its words'. Pages ship without a `lang` and
 * call this as their first script starts.
 */
export function applyLanguage(root: Pick<HTMLElement, 'lang' | 'dir'>, language: string): void {
  root.lang = language;
  root.dir = directionOf(language);
}
