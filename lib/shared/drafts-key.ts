/**
 * Where the popup drafts live (lib/shared/drafts.ts): `session:`, memory only. Apart from
 * ./storage-keys.ts, which every page loads: the popup's first module reads the drafts before
 * anything else (issue 29), and imports nothing the other pages share.
 */
export const DRAFTS_ITEM = 'session:popupDraft';
export const DRAFTS_STORAGE_KEY = 'popupDraft';
