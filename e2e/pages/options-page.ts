/** options.html through its accessible names only (docs/ARCHITECTURE.md, "Contracts"). */
import type { Page } from 'playwright-core';
import { msg } from '../support/messages';
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

  // --- Added for the cross-feature walks (walks.e2e.test.ts) ---

  /** The Profile select: which profile the fields below edit (not the active one). */
  get profile(): Locator {
    return this.page.getByLabel(msg('profile_label'), { exact: true });
  }
  get profileName(): Locator {
    return this.page.getByLabel(msg('profile_name'), { exact: true });
  }
  get addProfile(): Locator {
    return this.page.getByRole('button', { name: msg('profile_add'), exact: true });
  }
  /** A preference by its label: a checkbox, a select or, without the server's lists, a number field. */
  preference(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }
  /** The text of a select's chosen option ("https://go.example" rather than its id). */
  async chosenLabel(select: Locator): Promise<string> {
    return select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.label ?? '');
  }

  /** "Don't count my visits": the section that lists the shown profile's tracked sites. */
  get excludeVisits(): Locator {
    return this.page.getByRole('region', { name: msg('excludeVisits_switch'), exact: true });
  }
  get trackedSites(): Locator {
    return this.excludeVisits.getByRole('group', { name: msg('excludeVisits_sitesLegend'), exact: true });
  }
  /** The hosts the Tracked sites list shows, top to bottom (each one a checkbox's label). */
  trackedHosts(): Promise<string[]> {
    return this.trackedSites
      .getByRole('listitem')
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => (box.closest('label')?.textContent ?? '').trim()));
  }

  /** A field's message: aria-invalid and the text of its aria-describedby elements. */
  async fieldError(label: string): Promise<{ invalid: string | null; description: string }> {
    const input = this.page.getByLabel(label, { exact: true });
    const invalid = await input.getAttribute('aria-invalid');
    const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
    const texts: string[] = [];
    for (const id of ids) texts.push(((await this.page.locator(`[id="${id}"]`).textContent()) ?? '').trim());
    return { invalid, description: texts.join(' ') };
  }
}
