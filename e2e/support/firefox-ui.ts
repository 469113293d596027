/**
 * Firefox's side of the one driver surface (ui.ts): Playwright-style locators over a
 * puppeteer-core page. A locator is a chain of steps resolved in the page by dom-query.ts each
 * time it is used, so it follows re-renders the way Playwright's do.
 *
 * Waiting polls the page's DOM rather than animation frames: Firefox runs no animation frame in
 * a tab that is not in front, which is where most of the tests' pages are. Clicks and keys are
 * trusted input (puppeteer's mouse and keyboard): `permissions.request` needs a real gesture.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'puppeteer-core';
import { domQuery, type Operation, type Step, type WireText } from './dom-query';
import type {
  FilterOptions,
  OptionChoice,
  RoleOptions,
  TextMatch,
  UiKeyboard,
  UiLocator,
  UiPage,
  WaitOptions,
} from './ui';

const DEFAULT_TIMEOUT = 10_000;
const POLL_MS = 50;

const wire = (text: TextMatch): WireText =>
  typeof text === 'string' ? { text } : { source: text.source, flags: text.flags };

type Answer = { value: unknown } | { error: string };

class FirefoxLocator implements UiLocator {
  constructor(
    private readonly page: FirefoxUiPage,
    readonly steps: Step[],
  ) {}

  private chain(step: Step): FirefoxLocator {
    return new FirefoxLocator(this.page, [...this.steps, step]);
  }
  private describe(): string {
    return JSON.stringify(this.steps);
  }
  private run<T>(operation: Operation): Promise<T> {
    return this.page.query(this.steps, operation) as Promise<T>;
  }

  /** Polls `operation` until it answers a value (and `accept` takes it), or fails at the timeout. */
  private async until(operation: Operation, timeout = DEFAULT_TIMEOUT, accept = (_v: unknown) => true) {
    const deadline = Date.now() + timeout;
    let last = 'not tried';
    for (;;) {
      const answer = await this.run<Answer>(operation).catch((error: unknown) => ({ error: String(error) }));
      if ('value' in answer && accept(answer.value)) return answer.value;
      last = 'error' in answer ? answer.error : `not accepted: ${JSON.stringify(answer.value)}`;
      if (Date.now() > deadline) {
        const shown = await this.page.bodyText();
        throw new Error(
          `${operation.op} on ${this.describe()} timed out (${last}); the page showed ${shown}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  getByRole(role: string, options: RoleOptions = {}): UiLocator {
    const { name, ...rest } = options;
    return this.chain({ role, ...rest, ...(name === undefined ? {} : { name: wire(name) }) });
  }
  getByLabel(text: TextMatch, options: { exact?: boolean } = {}): UiLocator {
    return this.chain({ label: wire(text), ...options });
  }
  getByText(text: TextMatch, options: { exact?: boolean } = {}): UiLocator {
    return this.chain({ text: wire(text), ...options });
  }
  getByPlaceholder(text: TextMatch, options: { exact?: boolean } = {}): UiLocator {
    return this.chain({ placeholder: wire(text), ...options });
  }
  locator(selector: string, options?: FilterOptions): UiLocator {
    const located = this.chain({ css: selector });
    return options ? located.filter(options) : located;
  }
  first(): UiLocator {
    return this.chain({ nth: 0 });
  }
  last(): UiLocator {
    return this.chain({ nth: -1 });
  }
  nth(index: number): UiLocator {
    return this.chain({ nth: index });
  }
  filter(options: FilterOptions): UiLocator {
    const steps = (locator?: UiLocator) => (locator ? (locator as FirefoxLocator).steps : undefined);
    return this.chain({
      filter: {
        ...(options.hasText === undefined ? {} : { hasText: wire(options.hasText) }),
        ...(options.hasNotText === undefined ? {} : { hasNotText: wire(options.hasNotText) }),
        ...(options.has ? { has: steps(options.has) } : {}),
        ...(options.hasNot ? { hasNot: steps(options.hasNot) } : {}),
        ...(options.visible === undefined ? {} : { visible: options.visible }),
      },
    });
  }

  count(): Promise<number> {
    return this.run<number>({ op: 'count' });
  }
  async all(): Promise<UiLocator[]> {
    return Array.from({ length: await this.count() }, (_, i) => this.nth(i));
  }
  allTextContents(): Promise<string[]> {
    return this.run<string[]>({ op: 'texts' });
  }
  isVisible(): Promise<boolean> {
    return this.run<boolean>({ op: 'visible' });
  }

  async waitFor(options: WaitOptions = {}): Promise<void> {
    const state = options.state ?? 'visible';
    const deadline = Date.now() + (options.timeout ?? DEFAULT_TIMEOUT);
    for (;;) {
      const count = await this.count().catch(() => 0);
      const shown = count > 0 && (await this.isVisible().catch(() => false));
      const done =
        state === 'attached'
          ? count > 0
          : state === 'detached'
            ? count === 0
            : state === 'visible'
              ? shown
              : !shown;
      if (done) return;
      if (Date.now() > deadline) {
        throw new Error(
          `${this.describe()} never became ${state}; the page showed ${await this.page.bodyText()}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** The one element, visible and enabled, as a puppeteer handle for trusted input. */
  private async handle(timeout?: number) {
    await this.until({ op: 'read', what: 'box' }, timeout, (box) => box !== null);
    await this.until({ op: 'read', what: 'disabled' }, timeout, (disabled) => disabled === false);
    const token = randomUUID();
    await this.until({ op: 'mark', token }, timeout);
    const found = await this.page.raw.$(`[data-e2e-target="${token}"]`);
    if (!found) throw new Error(`${this.describe()} went away before it could be used`);
    return found;
  }

  async click(options: { timeout?: number } = {}): Promise<void> {
    await (await this.handle(options.timeout)).click();
  }
  async evaluate<R>(fn: (element: Element) => R | Promise<R>): Promise<R> {
    const found = await this.handle();
    return (await found.evaluate(fn as (element: Element) => Promise<R>)) as R;
  }
  async evaluateAll<R>(fn: (elements: Element[]) => R | Promise<R>): Promise<R> {
    const token = randomUUID();
    await this.run({ op: 'markAll', token });
    return (await this.page.raw.$$eval(
      `[data-e2e-target="${token}"]`,
      fn as (elements: Element[]) => Promise<R>,
    )) as R;
  }
  async hover(options: { timeout?: number } = {}): Promise<void> {
    await (await this.handle(options.timeout)).hover();
  }
  async fill(value: string, options: { timeout?: number } = {}): Promise<void> {
    await this.until({ op: 'fill', value }, options.timeout);
  }
  async focus(options: { timeout?: number } = {}): Promise<void> {
    await this.until({ op: 'focus' }, options.timeout);
  }
  async press(key: string, options: { timeout?: number } = {}): Promise<void> {
    await this.focus(options);
    await this.page.keyboard.press(key);
  }
  async pressSequentially(text: string, options: { timeout?: number; delay?: number } = {}): Promise<void> {
    await this.focus(options);
    await this.page.raw.keyboard.type(text, options.delay === undefined ? {} : { delay: options.delay });
  }
  async check(options: { timeout?: number } = {}): Promise<void> {
    if (!(await this.isChecked(options))) await this.click(options);
  }
  async uncheck(options: { timeout?: number } = {}): Promise<void> {
    if (await this.isChecked(options)) await this.click(options);
  }
  async selectOption(
    value: string | readonly string[] | OptionChoice | readonly OptionChoice[],
    options: { timeout?: number } = {},
  ): Promise<string[]> {
    const list: ReadonlyArray<string | OptionChoice> = Array.isArray(value)
      ? value
      : [value as string | OptionChoice];
    const values = list.map((choice) =>
      typeof choice === 'string' ? choice : (choice.value ?? choice.label ?? ''),
    );
    return (await this.until({ op: 'select', values }, options.timeout)) as string[];
  }
  async scrollIntoViewIfNeeded(options: { timeout?: number } = {}): Promise<void> {
    await this.until({ op: 'scroll' }, options.timeout);
  }

  async inputValue(options: { timeout?: number } = {}): Promise<string> {
    return (await this.until({ op: 'read', what: 'value' }, options.timeout)) as string;
  }
  async textContent(options: { timeout?: number } = {}): Promise<string | null> {
    return (await this.until({ op: 'read', what: 'text' }, options.timeout)) as string | null;
  }
  async innerText(options: { timeout?: number } = {}): Promise<string> {
    return (await this.until({ op: 'read', what: 'innerText' }, options.timeout)) as string;
  }
  async getAttribute(name: string, options: { timeout?: number } = {}): Promise<string | null> {
    return (await this.until({ op: 'attribute', name }, options.timeout)) as string | null;
  }
  async isChecked(options: { timeout?: number } = {}): Promise<boolean> {
    return (await this.until({ op: 'read', what: 'checked' }, options.timeout)) as boolean;
  }
  async isDisabled(options: { timeout?: number } = {}): Promise<boolean> {
    return (await this.until({ op: 'read', what: 'disabled' }, options.timeout)) as boolean;
  }
  async isEnabled(options: { timeout?: number } = {}): Promise<boolean> {
    return !(await this.isDisabled(options));
  }
  async boundingBox(options: { timeout?: number } = {}) {
    return (await this.until({ op: 'read', what: 'box' }, options.timeout)) as {
      x: number;
      y: number;
      width: number;
      height: number;
    } | null;
  }
}

type KeyName = Parameters<Page['keyboard']['press']>[0];
const MODIFIERS = new Set(['Alt', 'Control', 'Meta', 'Shift']);

/**
 * A key or a chord the way Playwright writes it ("Enter", "Control+V", "Shift+Tab"): the modifiers
 * held down, the last key pressed, the modifiers let go. "ControlOrMeta" is Control (Linux).
 */
async function pressKeys(raw: Page, chord: string): Promise<void> {
  // "+" alone, or a chord ending in "+" ("Shift++"), presses the plus key itself.
  const parts = chord.length > 1 ? chord.split(/\+(?=.)/) : [chord];
  const key = (parts.pop() ?? chord) as KeyName;
  const held = parts.map((part) => (part === 'ControlOrMeta' ? 'Control' : part));
  for (const modifier of held) {
    if (!MODIFIERS.has(modifier)) throw new Error(`unknown modifier ${modifier} in ${chord}`);
  }
  for (const modifier of held) await raw.keyboard.down(modifier as KeyName);
  try {
    await raw.keyboard.press(key);
  } finally {
    for (const modifier of held.reverse()) await raw.keyboard.up(modifier as KeyName);
  }
}

/** A puppeteer page of Firefox as a UiPage. `raw` is the puppeteer page, for what only it does. */
export class FirefoxUiPage implements UiPage {
  readonly keyboard: UiKeyboard;

  constructor(
    readonly raw: Page,
    private readonly openedAt?: string,
  ) {
    this.keyboard = {
      press: (key) => pressKeys(raw, key),
      type: (text) => raw.keyboard.type(text),
    };
  }

  /** Runs the query engine in the page: its own source, since nothing else is in there. */
  query(steps: Step[], operation: Operation): Promise<unknown> {
    return this.raw.evaluate(domQuery, steps, operation);
  }
  async bodyText(): Promise<string> {
    const text = await this.raw.evaluate(() => document.body?.innerText ?? '').catch(() => '(page gone)');
    return JSON.stringify(text.slice(0, 400));
  }

  private root(): FirefoxLocator {
    return new FirefoxLocator(this, []);
  }
  getByRole(role: string, options?: RoleOptions): UiLocator {
    return this.root().getByRole(role, options);
  }
  getByLabel(text: TextMatch, options?: { exact?: boolean }): UiLocator {
    return this.root().getByLabel(text, options);
  }
  getByText(text: TextMatch, options?: { exact?: boolean }): UiLocator {
    return this.root().getByText(text, options);
  }
  getByPlaceholder(text: TextMatch, options?: { exact?: boolean }): UiLocator {
    return this.root().getByPlaceholder(text, options);
  }
  locator(selector: string, options?: FilterOptions): UiLocator {
    return this.root().locator(selector, options);
  }

  /**
   * The page's address. Puppeteer never learns that of a moz-extension:// page it did not wait
   * for (firefox.ts starts those loads without awaiting them): it says about:blank, so the
   * address the page was opened at stands in.
   */
  url(): string {
    const known = this.raw.url();
    return known === 'about:blank' && this.openedAt ? this.openedAt : known;
  }
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return this.raw.evaluate(fn as (arg: unknown) => Promise<R>, arg as unknown) as Promise<R>;
  }
  /**
   * Loads the page again. A moz-extension:// load never reports its end (firefox.ts): the reload
   * is started without waiting, then the new document is awaited (the old one carries a mark).
   */
  async reload(): Promise<null> {
    type Marked = { __e2eBeforeReload?: boolean };
    await this.raw.evaluate(() => {
      (window as unknown as Marked).__e2eBeforeReload = true;
    });
    void this.raw.reload().catch(() => undefined);
    const deadline = Date.now() + DEFAULT_TIMEOUT;
    for (;;) {
      const loaded = await this.raw
        .evaluate(() => !(window as unknown as Marked).__e2eBeforeReload && document.readyState !== 'loading')
        .catch(() => false);
      if (loaded) return null;
      if (Date.now() > deadline)
        throw new Error(`the page did not load again; it showed ${await this.bodyText()}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  async bringToFront(): Promise<void> {
    await this.raw.bringToFront();
  }
  async setViewportSize(size: { width: number; height: number }): Promise<void> {
    await this.raw.setViewport(size);
  }
  async screenshot(options: { path?: string; fullPage?: boolean } = {}): Promise<Uint8Array> {
    return this.raw.screenshot(options as Parameters<Page['screenshot']>[0]);
  }
  async close(): Promise<void> {
    await this.raw.close().catch(() => undefined);
  }
  isClosed(): boolean {
    return this.raw.isClosed();
  }
}
