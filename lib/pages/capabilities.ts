/**
 * What the connected links server supports, so the UI shows only what works there.
 * The dialect comes from the user's "Server version" choice, else from what the background
 * detected; an unknown server gets the classic set (the description's fields, docs/API.md section 2).
 */
import {
  CLASSIC_TARGETS_TYPES,
  type Dialect,
  LINK_STATUS,
  type LinkStatusFilter,
  TARGETS_TYPES,
  type TargetsType,
} from '../api/enums';

export interface Capabilities {
  /** The dialect in use, or null when not chosen and not detected yet. */
  dialect: Dialect | null;
  /** The per-link "disabled" flag (classic only). */
  disabledFlag: boolean;
  /** Status filters the links list accepts ('disabled' is classic only). */
  statusFilters: readonly LinkStatusFilter[];
  targetsTypes: readonly TargetsType[];
  /** The "sensitive content" flag (current only). */
  sensitiveContent: boolean;
}

export interface DialectSettings {
  serverVersion: 'auto' | 'classic' | 'current';
  detectedDialect: { links: Dialect | null; websites?: Dialect | null };
}

export function linksDialect(settings: DialectSettings): Dialect | null {
  return settings.serverVersion === 'auto' ? settings.detectedDialect.links : settings.serverVersion;
}

export function capabilitiesFor(dialect: Dialect | null): Capabilities {
  if (dialect === 'current') {
    return {
      dialect,
      disabledFlag: false,
      statusFilters: LINK_STATUS.filter((status) => status !== 'disabled'),
      targetsTypes: TARGETS_TYPES,
      sensitiveContent: true,
    };
  }
  return {
    dialect,
    disabledFlag: true,
    statusFilters: LINK_STATUS,
    targetsTypes: CLASSIC_TARGETS_TYPES,
    sensitiveContent: false,
  };
}

export function capabilitiesFromSettings(settings: DialectSettings): Capabilities {
  return capabilitiesFor(linksDialect(settings));
}
