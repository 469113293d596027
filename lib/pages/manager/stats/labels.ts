/**
 * How the values of a top list read to a person: an empty referrer is a direct visit, country,
 * continent and language codes become names in the browser's language (Intl.DisplayNames,
 * with the code kept beside it), the rest is shown as the server sent it.
 */
import type { TopName } from '../../../api/stats/types';

const CONTINENTS: Record<string, string> = {
  AF: 'Africa',
  AN: 'Antarctica',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  OC: 'Oceania',
  SA: 'South America',
};

function displayName(type: 'region' | 'language', code: string, locale?: string): string | null {
  try {
    const name = new Intl.DisplayNames(locale ? [locale] : undefined, { type }).of(code);
    return name && name !== code ? name : null;
  } catch {
    return null; // Not a code the browser knows (a server may send a full name already).
  }
}

/** The text a row's value is shown as; `direct` is the word for an empty referrer. */
export function valueLabel(name: TopName, value: string, direct: string, locale?: string): string {
  if (value === '') return name === 'referrer' ? direct : '—';
  if (name === 'country') {
    const country = displayName('region', value.toUpperCase(), locale);
    return country ? `${country} (${value.toUpperCase()})` : value;
  }
  if (name === 'language') {
    const language = displayName('language', value, locale);
    return language ? `${language} (${value})` : value;
  }
  if (name === 'continent') return CONTINENTS[value.toUpperCase()] ?? value;
  return value;
}
