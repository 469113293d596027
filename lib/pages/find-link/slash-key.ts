/**
 * When "/" opens Find a link instead of being typed. It is text in a field, as anywhere a person
 * types; but a field whose value can never hold "/" declares that "/" is not text for it, and
 * there "/" opens Find a link too. Alias is such a field: the popup opens with the focus in it
 * (Enter shortens, typing names the link), and an alias cannot contain "/", so "/" right after
 * opening the popup still finds a link in two keystrokes instead of typing a character the
 * alias would refuse.
 */

const ATTRIBUTE = 'data-slash-not-text';

/** Spread on a field whose value can never hold "/": `<Field {...slashIsNotText} …/>`. */
export const slashIsNotText = { [ATTRIBUTE]: '' };

/** True for a "/" (no Ctrl, Cmd or Alt) pressed where it is not text: Find a link takes it. */
export function slashOpensFind(event: KeyboardEvent): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement) || target.hasAttribute(ATTRIBUTE)) return true;
  return !(target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}
