/**
 * For the page code's unit tests: happy-dom has no `document.execCommand`, so each test gives the
 * page's answer to it; `clearPage` empties the page and takes the stub away between tests.
 */
import { vi } from 'vitest';

export function stubExecCommand(
  answer: (command: string, ui: boolean, value?: string) => boolean = () => false,
) {
  const exec = vi.fn(answer);
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true, writable: true });
  return exec;
}

export function clearPage(): void {
  document.body.replaceChildren();
  delete (document as { execCommand?: unknown }).execCommand;
}
