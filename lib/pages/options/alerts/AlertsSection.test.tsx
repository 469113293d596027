// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages, useLocale } from '../../../../components/testing/english-messages';
import { sendWithStorage } from '../../../../test/background';
import { loadPublicSettings, loadSettings, saveSettings } from '../../../background/settings/store';
import type { Result } from '../../../shared/protocol';
import { DEFAULT_ALERTS } from '../../../shared/settings/alerts';
import { send } from '../../rpc';
import { AlertsSection } from './AlertsSection';
import { applyChange } from './alerts-state';

vi.mock('../../rpc', () => ({ send: vi.fn() }));
const sendMock = vi.mocked(send) as unknown as ReturnType<
  typeof vi.fn<(type: string, input: unknown) => Promise<Result<unknown>>>
>;

beforeEach(async () => {
  fakeBrowser.reset();
  useEnglishMessages();
  sendMock.mockReset();
  sendMock.mockImplementation(sendWithStorage(async () => ({ ok: true, value: null })));
  // Alerts watch a connected server: the choices show once a key is saved.
  await saveSettings({ apiKey: 'secret-key-1234', linksBaseUrl: 'https://sho.rt' });
});

describe('AlertsSection', () => {
  it('shows every alert off until the user turns one on', async () => {
    render(<AlertsSection saved={await loadPublicSettings()} />);
    for (const label of ['A tracked site well above or below its usual', 'A daily summary'])
      expect((screen.getByLabelText(label) as HTMLInputElement).checked).toBe(false);
  });

  it("saves a switch at once, in the shown profile's settings", async () => {
    // Arrange
    await saveSettings({ apiKey: 'k', linksBaseUrl: 'https://sho.rt' }, 'work');
    render(<AlertsSection saved={await loadPublicSettings('work')} />);
    // Act
    fireEvent.click(screen.getByLabelText('Links about to expire'));
    // Assert
    await waitFor(async () => expect((await loadSettings('work')).alerts.linkExpiring).toBe(true));
    expect((await loadSettings('default')).alerts.linkExpiring).toBe(false);
    expect(await screen.findByText('Alerts saved.')).toBeTruthy();
    expect(screen.getByLabelText('Days before the expiry date')).toBeTruthy();
  });

  it('says at the field, and saves nothing, when milestones could be read two ways', async () => {
    await saveSettings({ alerts: { ...DEFAULT_ALERTS, linkTakeoff: true } });
    render(<AlertsSection saved={await loadPublicSettings()} />);
    const field = screen.getByLabelText('Milestones (total clicks)');

    fireEvent.input(field, { target: { value: '100,200,300' } });
    fireEvent.blur(field);

    expect(await screen.findByText(/“100,200,300” can be read as one number or as several/)).toBeTruthy();
    expect((await loadSettings()).alerts.milestones).toEqual(DEFAULT_ALERTS.milestones);
    expect(screen.queryByText('Alerts saved.')).toBeNull();
  });

  it('reads milestones as a German page writes numbers, and says "1.5" is no whole number', async () => {
    useLocale('de');
    await saveSettings({ alerts: { ...DEFAULT_ALERTS, linkTakeoff: true } });
    render(<AlertsSection saved={await loadPublicSettings()} />);
    const field = screen.getByLabelText('Meilensteine (Klicks insgesamt)');

    fireEvent.input(field, { target: { value: '1.5' } });
    fireEvent.blur(field);
    expect(await screen.findByText(/„1.5“ ist keine ganze Zahl/)).toBeTruthy();
    fireEvent.input(field, { target: { value: '100, 1.000; 2500' } });
    fireEvent.blur(field);

    await waitFor(async () => expect((await loadSettings()).alerts.milestones).toEqual([100, 1000, 2500]));
  });

  it('says when "Show notifications" is off that alerts stay silent', async () => {
    await saveSettings({ notifications: false });
    render(<AlertsSection saved={await loadPublicSettings()} />);
    expect(screen.getByText(/alerts stay silent until you turn it on/)).toBeTruthy();
  });
});

describe('alerts-state', () => {
  it('gives quiet hours a night when their start is chosen, and none for "None"', () => {
    const quiet = applyChange(DEFAULT_ALERTS, { quietFrom: 22 });
    expect(quiet.quietHours).toEqual({ from: 22, to: 6 });
    expect(applyChange(quiet, { quietFrom: '' }).quietHours).toBeNull();
  });
});
