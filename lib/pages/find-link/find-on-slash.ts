/**
 * The popup's "/": focus Find a link, by the rule of components/slash-key.ts. The input is
 * popup.html's own, there from the first paint, so the popup's first script wires "/" at once
 * rather than the search code, which loads a moment after the form shows with the focus in
 * Alias: a "/" pressed meanwhile, the second keystroke of someone who opens the popup to find a
 * link, was typed into Alias, which cannot hold one. What is typed after it stays in the input
 * and is searched once the search code has loaded.
 */
import { slashOpensFind } from '../../../components/slash-key';

export function focusFindOnSlash(document: Document): void {
  document.addEventListener('keydown', (event) => {
    // popup.html's input (docs/ARCHITECTURE.md, "Popup"): gone when there is nothing to search.
    const input = document.getElementById('find-input');
    if (!(input instanceof HTMLInputElement) || !slashOpensFind(event)) return;
    event.preventDefault();
    input.focus();
  });
}
