/**
 * Whether the popup's Shorten would hand out one of the page's short links rather than make a
 * new one: then the popup says so beside it, since "Make a new link" above does the other thing.
 * The background's own rule (lib/shared/reuse.ts) on the links the popup already has.
 */
import type { Link } from '../../../api/schemas';
import { type LinkFormValue, toCreateInput } from '../../../shared/link-form';
import { asksForOptions, reusableLink } from '../../../shared/reuse';

export interface ReuseContext {
  /** The settings' "reuse existing links" and default domain (null: the server's). */
  reuseExisting: boolean;
  defaultDomain: number | null;
  form: LinkFormValue;
  /** The page's short links ("Already shortened"). */
  links: readonly Link[];
  now: number;
}

export function shortenReuses({ reuseExisting, defaultDomain, form, links, now }: ReuseContext): boolean {
  const input = toCreateInput(form);
  if (!reuseExisting || asksForOptions(input)) return false;
  return reusableLink(links, input.url, defaultDomain ?? undefined, now) !== null;
}
