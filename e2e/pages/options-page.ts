/** options.html through its accessible names only (docs/ARCHITECTURE.md, "Contracts"). */
import type { Page } from 'playwright-core';
import type { UiLocator as Locator, UiPage } from '../support/ui';

export interface ConnectionFields {
  apiKey?: string;
  linksBaseUrl?: string;
  analyticsBaseUrl?: string;
}

export class OptionsPage<P extends UiPage = Page> {
  constructor(readonly page: P) {}

  get apiKey(): Locator {
    return this.page.getByLabel('API key', { exact: true });
  }
  get linksBaseUrl(): Locator {
    return this.page.getByLabel('Links base URL', { exact: true });
  }
  get analyticsBaseUrl(): Locator {
    return this.page.getByLabel('Analytics base URL', { exact: true });
  }
  get saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save', exact: true });
  }
  get testButton(): Locator {
    return this.page.getByRole('button', { name: 'Test connection', exact: true });
  }
  get status(): Locator {
    return this.page.getByRole('status');
  }
  get alert(): Locator {
    return this.page.getByRole('alert');
  }

  /** Waits until the form is rendered (the page loads its settings first). */
  async ready(): Promise<this> {
    await this.apiKey.waitFor({ state: 'visible' });
    await this.saveButton.waitFor({ state: 'visible' });
    return this;
  }

  async fill(fields: ConnectionFields): Promise<void> {
    if (fields.apiKey !== undefined) await this.apiKey.fill(fields.apiKey);
    if (fields.linksBaseUrl !== undefined) await this.linksBaseUrl.fill(fields.linksBaseUrl);
    if (fields.analyticsBaseUrl !== undefined) await this.analyticsBaseUrl.fill(fields.analyticsBaseUrl);
  }

  async save(): Promise<void> {
    await this.saveButton.click();
  }

  async testConnection(): Promise<void> {
    await this.testButton.click();
  }

  /** The text of the first live region (status or alert) that contains `text`. */
  async waitForStatus(text: string | RegExp, timeout = 15_000): Promise<string> {
    const region = this.status.filter({ hasText: text }).first();
    await region.waitFor({ state: 'visible', timeout });
    return (await region.textContent()) ?? '';
  }

  async waitForAlert(text?: string | RegExp, timeout = 15_000): Promise<string> {
    const region = (text === undefined ? this.alert : this.alert.filter({ hasText: text })).first();
    await region.waitFor({ state: 'visible', timeout });
    return (await region.textContent()) ?? '';
  }
}
