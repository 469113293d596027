/**
 * How the values of a top list read to a person. Both servers store values in their
 * own formats (docs/API.md section 7.1): `US:United States`, `US:New York, NY`,
 * `NA:North America`, `Purchase:49:USD`, `desktop`, and nothing at all ('' or null, read as '')
 * for a failed lookup or a direct visit. Countries and languages become names in the browser's
 * language (Intl.DisplayNames, from the code before the colon; the server's English name when
 * the browser does not know the code), continents and devices words of the extension's locales.
 * Older seeds and servers sent bare codes (`US`, `NA`): those read the same way. The raw value
 * stays what the server sent (the row's tooltip and the CSV's first column).
 */
import type { TopName } from '../../../api/stats/types';
import { numberFormat, uiLanguage } from '../../../shared/format';
import { type MessageKey, t } from '../../../shared/i18n';

/** Continents have no Intl.DisplayNames type: the seven GeoIP codes are words of our own. */
const CONTINENTS: Record<string, MessageKey> = {
  AF: 'stats_continent_AF',
  AN: 'stats_continent_AN',
  AS: 'stats_continent_AS',
  EU: 'stats_continent_EU',
  NA: 'stats_continent_NA',
  OC: 'stats_continent_OC',
  SA: 'stats_continent_SA',
};

/** The user-agent parser's device types (lower case on the wire); others are shown capitalized. */
const DEVICES: Record<string, MessageKey> = {
  desktop: 'stats_device_desktop',
  mobile: 'stats_device_mobile',
  tablet: 'stats_device_tablet',
  television: 'stats_device_television',
  gaming: 'stats_device_gaming',
  watch: 'stats_device_watch',
};

/** Between a city and its country, an event and its value. */
const SEPARATOR = ' · ';

function displayName(type: 'region' | 'language', code: string, locale?: string): string | null {
  // Region codes are two letters (or three digits), languages two or three letters: anything
  // else is not a code (a server that sends a full name already) and Intl would throw.
  const shape = type === 'region' ? /^([A-Za-z]{2}|\d{3})$/ : /^[A-Za-z]{2,3}$/;
  if (!shape.test(code)) return null;
  try {
    const names = new Intl.DisplayNames([locale ?? uiLanguage()], { type, fallback: 'none' });
    const name = names.of(type === 'region' ? code.toUpperCase() : code.toLowerCase());
    return name && name.toUpperCase() !== code.toUpperCase() ? name : null;
  } catch {
    return null;
  }
}

/** `US:United States` -> code `US`, name `United States`; a bare `US` -> code `US`, no name. */
function coded(value: string): { code: string; name: string | null } {
  const colon = value.indexOf(':');
  if (colon < 0) return { code: value, name: null };
  return { code: value.slice(0, colon), name: value.slice(colon + 1) || null };
}

function country(value: string, locale?: string): string {
  const { code, name } = coded(value);
  return displayName('region', code, locale) ?? name ?? value;
}

/**
 * `US:New York, NY` -> "New York, NY · United States". GeoIP's numeric subdivision codes
 * (`JP:Tokyo, 13`) say nothing to a reader and are left out: "Tokyo · Japan".
 */
function city(value: string, locale?: string): string {
  const { code, name } = coded(value);
  if (name === null && !value.includes(':')) return value;
  const place = (name ?? '').replace(/, \d+$/, '');
  const land = displayName('region', code, locale) ?? code;
  return place ? `${place}${SEPARATOR}${land}` : land;
}

function continent(value: string): string {
  const { code, name } = coded(value);
  const key = CONTINENTS[code.toUpperCase()];
  return key ? t(key) : (name ?? value);
}

/** A number as the locale writes it, keeping the decimals the server stored (`19.90`). */
function amount(raw: string, locale?: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(raw)) return raw;
  const decimals = raw.split('.')[1]?.length ?? 0;
  const format = numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: 20 }, locale);
  return format.format(Number(raw));
}

/** `Purchase:49:USD` -> "Purchase · 49 USD"; `Signup::` -> "Signup"; a bare name as it is. */
function event(value: string, locale?: string): string {
  const parts = value.split(':');
  if (parts.length < 3) return value;
  const unit = parts.pop() ?? '';
  const worth = parts.pop() ?? '';
  const name = parts.join(':');
  const detail = [worth && amount(worth, locale), unit].filter(Boolean).join(' ');
  if (!detail) return name || t('stats_unknown');
  return name ? `${name}${SEPARATOR}${detail}` : detail;
}

function device(value: string, locale?: string): string {
  const key = DEVICES[value.toLowerCase()];
  if (key) return t(key);
  return value.charAt(0).toLocaleUpperCase(locale ?? uiLanguage()) + value.slice(1);
}

/**
 * The text a row's value is shown as (the top lists' rows and the CSV's label column).
 * `direct` is the word for a direct visit (an empty referrer); `locale` is for tests (the
 * browser's language otherwise).
 */
export function valueLabel(
  name: TopName,
  value: string,
  direct: string = t('stats_direct'),
  locale?: string,
): string {
  // read.ts turns the links service's null into '', as the analytics service sends it: nothing
  // stored is a direct visit for a referrer and a failed lookup for anything else.
  if (value === '') return name === 'referrer' ? direct : t('stats_unknown');
  switch (name) {
    case 'country':
      return country(value, locale);
    case 'city':
      return city(value, locale);
    case 'continent':
      return continent(value);
    case 'language':
      return displayName('language', coded(value).code, locale) ?? value;
    case 'event':
      return event(value, locale);
    case 'device':
      return device(value, locale);
    default:
      return value;
  }
}
