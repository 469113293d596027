/** manager.html through its accessible names only (docs/ARCHITECTURE.md, "Contracts"). */
import type { Page } from 'playwright-core';
import { msg } from '../support/messages';
import type { UiLocator as Locator, UiPage } from '../support/ui';

export class ManagerPage<P extends UiPage = Page> {
  constructor(readonly page: P) {}

  /** The header's profile switcher (only with two or more profiles). */
  get profile(): Locator {
    return this.page.getByLabel('Profile', { exact: true });
  }
  get search(): Locator {
    return this.page.getByLabel('Search', { exact: true });
  }
  get searchBy(): Locator {
    return this.page.getByLabel('Search by', { exact: true });
  }
  get status(): Locator {
    return this.page.getByLabel('Status', { exact: true });
  }
  get sort(): Locator {
    return this.page.getByLabel('Sort', { exact: true });
  }
  get perPage(): Locator {
    return this.page.getByLabel('Per page', { exact: true });
  }
  get table(): Locator {
    return this.page.getByRole('table');
  }
  /** Data rows (rows holding cells, not the header row). */
  get rows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }
  get newLink(): Locator {
    return this.page.getByRole('button', { name: 'New link', exact: true });
  }
  get newWebsite(): Locator {
    return this.page.getByRole('button', { name: 'New website', exact: true });
  }
  get previousPage(): Locator {
    return this.page.getByRole('button', { name: 'Previous page', exact: true });
  }
  get nextPage(): Locator {
    return this.page.getByRole('button', { name: 'Next page', exact: true });
  }
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  rowButton(action: 'Copy' | 'Edit' | 'Delete', name: string): Locator {
    return this.page.getByRole('button', { name: `${action} ${name}`, exact: true });
  }
  dialogField(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }
  get dialogSave(): Locator {
    return this.dialog.getByRole('button', { name: 'Save', exact: true });
  }
  get confirmDelete(): Locator {
    return this.dialog.getByRole('button', { name: 'Delete', exact: true });
  }

  // --- Added for the manager e2e tests (manager*.e2e.test.ts, current-dialect) ---

  /** Waits until the first load has ended: a table, an empty list or an error is shown. */
  async ready(timeout = 15_000): Promise<this> {
    await this.page
      .locator('table[aria-busy="false"], .view-state:not([role="status"])')
      .first()
      .waitFor({ state: 'visible', timeout });
    return this;
  }

  /** Any per-row button by its whole accessible name ("Disable hn", "QR code hn", "Enable hn"). */
  rowAction(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
  /** The row's selection checkbox ("Select hn"). */
  selectRow(alias: string): Locator {
    return this.page.getByRole('checkbox', { name: `Select ${alias}`, exact: true });
  }
  get selectPage(): Locator {
    return this.page.getByRole('checkbox', { name: 'Select all on this page', exact: true });
  }
  /** A bulk action on the selection ("Delete selected", "Disable selected", ...). */
  bulkAction(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
  get exportCsv(): Locator {
    return this.page.getByRole('button', { name: 'Export CSV', exact: true });
  }
  /** "Page X of Y · N links in all". */
  get pagerText(): Locator {
    return this.page.getByText(/Page \d+ of \d+/);
  }
  /** A filter select or input outside the dialog ("Space", "Domain", ...). */
  filter(label: string): Locator {
    return this.page.locator('search').getByLabel(label, { exact: true });
  }

  /**
   * The table as data: one object per row, keyed by the column headers ("Short URL", "Clicks",
   * ...), cell texts trimmed. Null while a load is in flight (aria-busy), so `expect.poll` reads
   * only settled rows.
   */
  async tableData(): Promise<Record<string, string>[] | null> {
    if ((await this.table.count()) === 0) return [];
    return this.table.evaluate((table) => {
      if (table.getAttribute('aria-busy') === 'true') return null;
      const headers = [...table.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim());
      return [...table.querySelectorAll('tbody tr')].map((tr) => {
        const row: Record<string, string> = {};
        [...tr.querySelectorAll('td')].forEach((td, i) => {
          row[headers[i] || `#${i}`] = (td.textContent ?? '').trim();
        });
        return row;
      });
    });
  }

  /** One column of the settled table (see tableData), or null while loading. */
  async column(header: string): Promise<string[] | null> {
    const rows = await this.tableData();
    return rows ? rows.map((row) => row[header] ?? '') : null;
  }

  /** The aliases of the rows on screen, from the short URLs (`https://sho.rt/hn` -> `hn`). */
  async aliases(): Promise<string[] | null> {
    const urls = await this.column('Short URL');
    return urls ? urls.map((url) => url.slice(url.lastIndexOf('/') + 1)) : null;
  }

  /** A dialog field's error: aria-invalid and the text of its aria-describedby elements. */
  async dialogFieldError(label: string): Promise<{ invalid: string | null; description: string }> {
    const input = this.dialogField(label);
    const invalid = await input.getAttribute('aria-invalid');
    const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
    const texts: string[] = [];
    for (const id of ids) texts.push(((await this.page.locator(`[id="${id}"]`).textContent()) ?? '').trim());
    return { invalid, description: texts.join(' ') };
  }

  /** A group of the dialog's form by its legend ("Pixels": the pixel checkboxes). */
  dialogGroup(name: string): Locator {
    return this.dialog.getByRole('group', { name, exact: true });
  }

  /** The text of the elements `element`'s aria-describedby names (its hint, error or notice). */
  async description(element: Locator): Promise<string> {
    const ids = ((await element.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
    const texts: string[] = [];
    for (const id of ids) texts.push(((await this.page.locator(`[id="${id}"]`).textContent()) ?? '').trim());
    return texts.join(' ');
  }

  /**
   * Clicks the dialog's `button` (Save, Delete) and waits for the dialog to close; when it stays
   * open, fails with what it shows (the field errors or the alert say why).
   */
  async submitDialog(button: Locator = this.dialogSave, timeout = 10_000): Promise<void> {
    await button.click();
    try {
      await this.dialog.waitFor({ state: 'hidden', timeout });
    } catch (error) {
      const text = (await this.dialog.textContent().catch(() => '?')) ?? '';
      throw new Error(`the dialog stayed open; it shows: ${text.replace(/\s+/g, ' ').slice(0, 600)}`, {
        cause: error,
      });
    }
  }

  // --- Added for the cross-feature walks (walks.e2e.test.ts) ---

  /** The header's way to a view: "Links" or "Websites". */
  section(view: 'links' | 'websites'): Locator {
    const name = msg(view === 'links' ? 'manager_tabLinks' : 'manager_tabWebsites');
    return this.page.getByRole('navigation').getByRole('link', { name, exact: true });
  }
  /** A row's Statistics ("Statistics hn", "Statistics example.com"). */
  statisticsLink(name: string): Locator {
    return this.page.getByRole('link', { name: msg('stats_named', name), exact: true });
  }
  /** The statistics view's heading, read "Statistics: <alias or host>". */
  statsHeading(name: string): Locator {
    return this.page.getByRole('heading', { name: `${msg('stats_title')}: ${name}`, exact: true });
  }
  /** The statistics view's link back to the list it was opened from (its name starts with an arrow). */
  backTo(view: 'links' | 'websites'): Locator {
    const name = msg(view === 'links' ? 'stats_backToLinks' : 'stats_backToWebsites');
    return this.page.getByRole('link', { name });
  }
  /** A range preset of the statistics view ("Last 7 days"). */
  rangePreset(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
  /** Where the manager is: the view, its filters and page (docs/ARCHITECTURE.md, "Contracts"). */
  hash(): Promise<string> {
    return this.page.evaluate(() => location.hash);
  }
}
