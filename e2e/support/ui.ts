/**
 * The one driver surface the page objects and the scenarios written for both browsers use: the
 * part of Playwright's Page and Locator they need. Chromium's pages are Playwright's own (they
 * fit these types as they are); Firefox's are firefox-ui.ts, the same calls over puppeteer-core,
 * since Playwright's protocol for Firefox does not match Firefox ESR.
 *
 * Matching follows Playwright's: a string `name` or `text` matches case-insensitively as a part
 * of the accessible name unless `exact`, a RegExp is tested; elements hidden from the
 * accessibility tree are not found by role.
 */
export type TextMatch = string | RegExp;

export interface RoleOptions {
  name?: TextMatch;
  exact?: boolean;
  checked?: boolean;
  pressed?: boolean;
  expanded?: boolean;
  selected?: boolean;
  level?: number;
  includeHidden?: boolean;
}

export interface FilterOptions {
  hasText?: TextMatch;
  hasNotText?: TextMatch;
  /** A locator of the same driver: typed loosely so that Playwright's pages fit UiPage as they are. */
  // biome-ignore lint/suspicious/noExplicitAny: Playwright's filter takes only its own Locator here
  has?: any;
  // biome-ignore lint/suspicious/noExplicitAny: as `has`
  hasNot?: any;
  visible?: boolean;
}

/** An option of a select named by its value or its label (a plain string is its value or label). */
export type OptionChoice = { value?: string; label?: string };

export interface WaitOptions {
  state?: 'attached' | 'detached' | 'visible' | 'hidden';
  timeout?: number;
}

interface Queries {
  getByRole(role: string, options?: RoleOptions): UiLocator;
  getByLabel(text: TextMatch, options?: { exact?: boolean }): UiLocator;
  getByText(text: TextMatch, options?: { exact?: boolean }): UiLocator;
  getByPlaceholder(text: TextMatch, options?: { exact?: boolean }): UiLocator;
  locator(selector: string, options?: FilterOptions): UiLocator;
}

export interface UiLocator extends Queries {
  first(): UiLocator;
  last(): UiLocator;
  nth(index: number): UiLocator;
  filter(options: FilterOptions): UiLocator;
  all(): Promise<UiLocator[]>;
  count(): Promise<number>;
  waitFor(options?: WaitOptions): Promise<void>;
  click(options?: { timeout?: number }): Promise<void>;
  fill(value: string, options?: { timeout?: number }): Promise<void>;
  press(key: string, options?: { timeout?: number }): Promise<void>;
  pressSequentially(text: string, options?: { timeout?: number; delay?: number }): Promise<void>;
  focus(options?: { timeout?: number }): Promise<void>;
  hover(options?: { timeout?: number }): Promise<void>;
  check(options?: { timeout?: number }): Promise<void>;
  uncheck(options?: { timeout?: number }): Promise<void>;
  selectOption(
    value: string | readonly string[] | OptionChoice | readonly OptionChoice[],
    options?: { timeout?: number },
  ): Promise<string[]>;
  inputValue(options?: { timeout?: number }): Promise<string>;
  textContent(options?: { timeout?: number }): Promise<string | null>;
  innerText(options?: { timeout?: number }): Promise<string>;
  allTextContents(): Promise<string[]>;
  getAttribute(name: string, options?: { timeout?: number }): Promise<string | null>;
  isVisible(): Promise<boolean>;
  isChecked(options?: { timeout?: number }): Promise<boolean>;
  isDisabled(options?: { timeout?: number }): Promise<boolean>;
  isEnabled(options?: { timeout?: number }): Promise<boolean>;
  scrollIntoViewIfNeeded(options?: { timeout?: number }): Promise<void>;
  /** Runs `fn` on the one element in the page. */
  evaluate<R>(fn: (element: Element) => R | Promise<R>): Promise<R>;
  /** Runs `fn` on every element found, in the page. */
  evaluateAll<R>(fn: (elements: Element[]) => R | Promise<R>): Promise<R>;
  boundingBox(options?: {
    timeout?: number;
  }): Promise<{ x: number; y: number; width: number; height: number } | null>;
}

export interface UiKeyboard {
  press(key: string): Promise<void>;
  type(text: string): Promise<void>;
}

export interface UiPage extends Queries {
  readonly keyboard: UiKeyboard;
  url(): string;
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Loads the page again and waits for the new document. */
  reload(): Promise<unknown>;
  bringToFront(): Promise<void>;
  setViewportSize(size: { width: number; height: number }): Promise<void>;
  screenshot(options?: { path?: string; fullPage?: boolean }): Promise<Buffer | Uint8Array>;
  close(): Promise<void>;
  isClosed(): boolean;
}

/** The locator type of a page type: Playwright's Locator for a Playwright page, else UiLocator. */
export type LocatorOf<P extends UiPage> = ReturnType<P['getByRole']>;
