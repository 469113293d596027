import type { TargetsType } from '../../lib/api/enums';

/**
 * What the link form shows only when the connected links server supports it, so it offers only
 * what works there. The pages work it out from the server's dialect (lib/pages/capabilities.ts).
 */
export interface LinkFormCapabilities {
  /** The per-link "disabled" flag (classic only). */
  disabledFlag: boolean;
  targetsTypes: readonly TargetsType[];
  /** The "sensitive content" flag (current only). */
  sensitiveContent: boolean;
}
