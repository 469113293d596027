/**
 * What the connected links server supports, so the UI shows only what works there.
 * The dialect comes from the user's "Server version" choice, else from what the background
 * detected; an unknown server gets the classic set (the description's fields, docs/API.md section 2).
 */

import type { LinkFormCapabilities } from '../../components/link-form/capabilities';
import {
  CLASSIC_TARGETS_TYPES,
  type Dialect,
  LINK_STATUS,
  type LinkStatusFilter,
  TARGETS_TYPES,
} from '../api/enums';

/** The link form's (its flags and targeting types), and what the pages around it need. */
export interface Capabilities extends LinkFormCapabilities {
  /** The dialect in use, or null when not chosen and not detected yet. */
  dialect: Dialect | null;
  /** Status filters the links list accepts ('disabled' is classic only). */
  statusFilters: readonly LinkStatusFilter[];
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
