/**
 * Link updates that do what the user asked, or say why not, in the manager's edit
 * dialog in Chromium against the classic reference server: removing every pixel clears them;
 * a server answer that still holds them keeps the dialog open on the saved record with a notice
 * at Pixels (axe-clean in both themes); a new statistics password alone is saved on a password-protected link.
 */
import { describe, expect, it } from 'vitest';
import { ManagerPage } from './pages/manager-page';
import { type ApiRecord, apiCall } from './support/api';
import { axeReport } from './support/axe';
import { useChromium } from './support/fixture';
import { msg } from './support/messages';
import { apiRequests } from './support/server';

const suite = useChromium();
/** Seed link 8: pixels FB (1) and GA (2), statistics privacy "password" with a password set. */
const LINK = '/api/v1/links/8';
const ALIAS = 'private-stats';

async function editLink(): Promise<ManagerPage> {
  const manager = await new ManagerPage(await suite.ext.openExtensionPage('manager.html')).ready();
  await manager.rowButton('Edit', ALIAS).click();
  await manager.dialog.waitFor({ state: 'visible' });
  // More options opens by itself for a link that has pixels; its fields load on demand.
  await manager.dialogGroup(msg('form_pixels')).waitFor({ state: 'visible' });
  return manager;
}

const pixel = (manager: ManagerPage, name: string) =>
  manager.dialogGroup(msg('form_pixels')).getByRole('checkbox', { name, exact: true });

async function untickEveryPixel(manager: ManagerPage): Promise<void> {
  for (const name of ['FB', 'GA']) {
    await pixel(manager, name).uncheck();
    expect(await pixel(manager, name).isChecked()).toBe(false);
  }
}

const puts = () => apiRequests(suite.server, 'PUT', LINK);
const serverRecord = async () => (await apiCall(suite.server, 'GET', LINK)).body.data as ApiRecord;

describe('link updates in the edit dialog (Chromium)', () => {
  it('removes every pixel: the PUT carries pixels[]= and the server holds none', async () => {
    const manager = await editLink();
    await untickEveryPixel(manager);
    suite.server.clearRequests();
    await manager.submitDialog();

    expect(puts().map((r) => [r.body, r.status])).toEqual([[{ pixels: [''] }, 200]]);
    expect((await serverRecord()).pixels).toEqual([]);
  });

  it('says "The server kept these pixels" at Pixels, on the saved record, when the answer still holds them', async () => {
    const manager = await editLink();
    // A server that skips the field answers the record as it was.
    const answer = (await apiCall(suite.server, 'GET', LINK)).body;
    suite.server.faults.respond(`PUT ${LINK}`, { status: 200, body: answer });
    await untickEveryPixel(manager);
    suite.server.clearRequests();
    await manager.dialogSave.click();

    const alert = manager.dialog.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe(msg('update_partlyApplied'));
    // The save happened once and is not repeated; the dialog shows what the server saved.
    expect(puts()).toHaveLength(1);
    expect(await manager.dialog.isVisible()).toBe(true);
    const group = manager.dialogGroup(msg('form_pixels'));
    expect(await group.getAttribute('aria-invalid')).toBe('true');
    expect(await manager.description(group)).toBe(msg('update_keptPixels', 'FB, GA'));
    expect([await pixel(manager, 'FB').isChecked(), await pixel(manager, 'GA').isChecked()]).toEqual([
      true,
      true,
    ]);
    // The notice and the alert pass axe-core in both themes (their colours are the error's).
    expect(await axeReport(manager.page)).toBe('');
    await manager.page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeReport(manager.page)).toBe('');
    await manager.page.emulateMedia({ colorScheme: 'light' });
    // Nothing changed since: Save closes without another write.
    await manager.submitDialog();
    expect(puts()).toHaveLength(1);
  });

  it('changes only the statistics password of a password-protected link', async () => {
    const manager = await editLink();
    const field = manager.dialogField(msg('form_privacyPassword'));
    expect(await field.inputValue()).toBe('');
    await field.fill('new stats secret');
    suite.server.clearRequests();
    await manager.submitDialog();

    expect(puts().map((r) => [r.body, r.status])).toEqual([
      [{ privacy: '2', privacy_password: 'new stats secret' }, 200],
    ]);
    const saved = await serverRecord();
    expect([saved.privacy, saved.privacy_password]).toEqual([2, true]);
  });
});
