/** The popup's "Find a link" through its accessible names (docs/ARCHITECTURE.md contracts). */
import type { Page } from 'playwright-core';
import type { UiLocator as Locator, UiPage } from '../support/ui';

export class FindLinkPanel<P extends UiPage = Page> {
  constructor(readonly page: P) {}

  get input(): Locator {
    return this.page.getByRole('combobox', { name: 'Find a link', exact: true });
  }
  get searchIn(): Locator {
    return this.page.getByLabel('Search in', { exact: true });
  }
  get listbox(): Locator {
    return this.page.getByRole('listbox');
  }
  /** Options, scoped to the listbox (the recent links have "Copy <alias>" buttons too). */
  get options(): Locator {
    return this.listbox.getByRole('option');
  }
  get status(): Locator {
    return this.page.locator('.find-status');
  }

  /** Waits until the search code has loaded (the input became the listbox's combobox). */
  async ready(timeout = 10_000): Promise<this> {
    await this.input.waitFor({ state: 'visible', timeout });
    await this.searchIn.waitFor({ state: 'visible', timeout });
    return this;
  }

  /** The bold aliases of the options, top to bottom. */
  aliases(): Promise<string[]> {
    return this.options.locator('b').allTextContents();
  }

  /** The option whose aria-selected is true, by its alias. */
  async selectedAlias(): Promise<string | null> {
    return this.listbox.locator('[role="option"][aria-selected="true"] b').textContent();
  }

  copyButton(alias: string): Locator {
    return this.listbox.getByRole('button', { name: `Copy ${alias}`, exact: true });
  }
  openButton(alias: string): Locator {
    return this.listbox.getByRole('button', { name: `Open ${alias} in manager`, exact: true });
  }
}
