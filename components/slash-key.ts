/**
 * When "/" opens Find a link instead of being typed. It is text in a field, as anywhere a person
 * types; but a field whose value can never hold "/" declares that "/" is not text for it, and
 * there, while nothing is typed in it, "/" opens Find a link too. Alias is such a field: the popup
 * opens with the focus in it (Enter shortens, typing names the link), so "/" right after opening
 * the popup finds a link in two keystrokes. In the middle of an alias ("a/b") the "/" is the
 * user's text: it stays in the field, which says that an alias cannot hold one, rather than
 * sending what follows into Find a link.
 *
 * Beside the fields rather than with Find a link (lib/pages/find-link/find-on-slash.ts): a field
 * declares it (the link form's Alias), the page's key handler reads it.
 */

const ATTRIBUTE = 'data-slash-not-text';

/** Spread on a field whose value can never hold "/": `<Field {...slashIsNotText} …/>`. */
export const slashIsNotText = { [ATTRIBUTE]: '' };

/** True for a "/" (no Ctrl, Cmd or Alt) pressed where it is not text: Find a link takes it. */
export function slashOpensFind(event: KeyboardEvent): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return true;
  if (target.hasAttribute(ATTRIBUTE)) return !(target instanceof HTMLInputElement) || target.value === '';
  return !(target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}
