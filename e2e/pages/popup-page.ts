/** popup.html through its accessible names only (docs/ARCHITECTURE.md, "Contracts"). */
import type { Page } from 'playwright-core';
import { msg } from '../support/messages';
import type { UiLocator as Locator, UiPage } from '../support/ui';

export interface MainFields {
  url?: string;
  alias?: string;
  password?: string;
}

export class PopupPage<P extends UiPage = Page> {
  constructor(readonly page: P) {}

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }
  get url(): Locator {
    return this.field('URL');
  }
  /** The header's profile switcher (only with two or more profiles). */
  get profile(): Locator {
    return this.page.getByLabel('Profile', { exact: true });
  }
  get alias(): Locator {
    return this.field('Alias');
  }
  get password(): Locator {
    return this.field('Password');
  }
  get moreOptions(): Locator {
    return this.page.getByRole('button', { name: 'More options', exact: true });
  }
  get shortenButton(): Locator {
    return this.page.getByRole('button', { name: 'Shorten', exact: true });
  }
  get shortUrl(): Locator {
    return this.field('Short URL');
  }
  get copyButton(): Locator {
    return this.page.getByRole('button', { name: 'Copy', exact: true });
  }
  get qrButton(): Locator {
    return this.page.getByRole('button', { name: 'QR code', exact: true });
  }
  get alert(): Locator {
    return this.page.getByRole('alert');
  }
  get status(): Locator {
    return this.page.getByRole('status');
  }

  /** Ready = URL filled and Shorten enabled (the popup's own "usable" definition). */
  async ready(timeout = 10_000): Promise<this> {
    try {
      await this.shortenButton.waitFor({ state: 'visible', timeout });
    } catch (error) {
      const text = await this.page
        .locator('body')
        .textContent()
        .catch(() => '?');
      throw new Error(`the popup never showed Shorten; it shows: ${(text ?? '').slice(0, 400)}`, {
        cause: error,
      });
    }
    return this;
  }

  async waitForUrl(timeout = 10_000): Promise<string> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const value = await this.url.inputValue().catch(() => '');
      if (value !== '') return value;
      if (Date.now() > deadline) throw new Error('the URL input was never filled');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async fill(fields: MainFields): Promise<void> {
    if (fields.url !== undefined) await this.url.fill(fields.url);
    if (fields.alias !== undefined) await this.alias.fill(fields.alias);
    if (fields.password !== undefined) await this.password.fill(fields.password);
  }

  async openMoreOptions(): Promise<void> {
    if ((await this.moreOptions.getAttribute('aria-expanded')) !== 'true') await this.moreOptions.click();
  }

  async shorten(): Promise<void> {
    await this.shortenButton.click();
  }

  /** Waits for the result and returns the short URL. */
  async waitForShortUrl(timeout = 15_000): Promise<string> {
    await this.shortUrl.waitFor({ state: 'visible', timeout });
    return this.shortUrl.inputValue();
  }

  async waitForAlert(timeout = 15_000): Promise<string> {
    const alert = this.alert.first();
    await alert.waitFor({ state: 'visible', timeout });
    return (await alert.textContent()) ?? '';
  }

  /** The field's server message: aria-invalid="true" and the text of its aria-describedby elements. */
  async fieldError(label: string): Promise<{ invalid: string | null; description: string }> {
    const input = this.field(label);
    const invalid = await input.getAttribute('aria-invalid');
    const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
    const texts: string[] = [];
    for (const id of ids) {
      texts.push(((await this.page.locator(`[id="${id}"]`).textContent()) ?? '').trim());
    }
    return { invalid, description: texts.join(' ') };
  }

  /** The QR code: an svg image in the result. */
  get qrImage(): Locator {
    return this.page.locator('svg').filter({ has: this.page.locator('path') });
  }

  // --- Added for the cross-feature walks (walks.e2e.test.ts) ---

  /** "Already shortened": the short links of the tab's page, above the form. */
  get alreadyShortened(): Locator {
    return this.page.getByRole('region', { name: msg('page_alreadyShortened'), exact: true });
  }
  /** "This site: <host>": the tracked site's figures. */
  thisSite(host: string): Locator {
    return this.page.getByRole('region', { name: msg('popup_stats_thisSite', host), exact: true });
  }
  /**
   * One measure of This site ("Visitors", "Pageviews"): the numbers shown for today and for the
   * 7 days (that cell also holds the change against the week before, after the number).
   */
  async siteFigures(host: string, measure: string): Promise<{ today: string; week: string }> {
    const row = this.thisSite(host)
      .getByRole('row')
      .filter({
        has: this.page.getByRole('rowheader', { name: measure, exact: true }),
      });
    const [today = '', week = ''] = await row.getByRole('cell').allTextContents();
    return { today: today.trim(), week: week.trim().split(/\s/)[0] ?? '' };
  }
  get shortenAnother(): Locator {
    return this.page.getByRole('button', { name: msg('popup_shortenAnother'), exact: true });
  }
  get campaignStatistics(): Locator {
    return this.page.getByRole('button', { name: msg('campaign_stats'), exact: true });
  }
  /** Whether `locator` has the keyboard focus. */
  isFocused(locator: Locator): Promise<boolean> {
    return locator.evaluate((element) => element === document.activeElement);
  }
}
