// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { activateProfile } from '../../lib/background/profile-actions';
import { saveSettings } from '../../lib/background/settings/store';
import { send } from '../../lib/pages/rpc';
import { serveStorageHandlers } from '../../test/background';
import { useEnglishMessages } from '../testing/english-messages';
import { CampaignFields } from './CampaignFields';

let stopServing: () => void;
beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  // The active profile is asked of the (real) settings handler.
  stopServing = serveStorageHandlers();
});
afterEach(() => stopServing());

const presetsOf = async (profileId: string) => {
  const key = `campaigns:${profileId}`;
  return ((await fakeBrowser.storage.local.get(key))[key] as { presets: unknown[] }).presets;
};

/** The URL field and the campaign fields around one value, as LinkForm holds them. */
function Host({ initial, onSubmit }: { initial: string; onSubmit?: () => void }) {
  const [url, setUrl] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <label for="url">URL</label>
      <input id="url" value={url} onInput={(event) => setUrl(event.currentTarget.value)} />
      <CampaignFields idBase="t" url={url} onUrl={setUrl} send={send} />
    </form>
  );
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });

describe('CampaignFields', () => {
  it("shows the URL's utm_* parameters, and a change is written into the URL and previewed as it is", () => {
    // Arrange
    render(<Host initial="https://example.com/a?id=1&utm_source=newsletter#top" />);
    expect(input('Source').value).toBe('newsletter');
    // Act
    type('Campaign', 'spring sale');
    // Assert
    const url = 'https://example.com/a?id=1&utm_source=newsletter&utm_campaign=spring+sale#top';
    expect(input('URL').value).toBe(url);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Final URL').value).toBe(url);
  });

  it('removes a parameter whose field is emptied, and trims a value when its field is left', () => {
    // Arrange
    render(<Host initial="https://example.com/?utm_source=a&utm_medium=b" />);
    // Act
    type('Source', '');
    type('Medium', ' email ');
    fireEvent.blur(input('Medium'));
    // Assert
    expect(input('URL').value).toBe('https://example.com/?utm_medium=email');
  });

  it('is disabled, and says why, while the URL is not a web address', () => {
    // Act
    render(<Host initial="" />);
    // Assert
    const group = screen.getByRole('group', { name: 'Campaign (UTM parameters)' });
    expect(group.hasAttribute('disabled')).toBe(true);
    expect(group.contains(input('Source'))).toBe(true);
    expect(screen.getByText(/Enter a web address \(http or https\) in URL/)).toBeTruthy();
    expect(screen.queryByLabelText('Final URL')).toBeNull();
  });

  it("offers the active profile's values used before in each field's datalist, most recent first", async () => {
    // Arrange
    await saveSettings({ linksBaseUrl: 'https://work.example', profileName: 'Work' }, 'work');
    await activateProfile('work');
    await fakeBrowser.storage.local.set({
      'campaigns:work': { recent: { source: ['mastodon', 'newsletter'] }, presets: [] },
      'campaigns:default': { recent: { source: ['other'] }, presets: [] },
    });
    // Act
    render(<Host initial="https://example.com/" />);
    // Assert
    await waitFor(() => expect(input('Source').getAttribute('list')).toBeTruthy());
    const list = document.getElementById(input('Source').getAttribute('list')!);
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
      'mastodon',
      'newsletter',
    ]);
    expect(input('Medium').getAttribute('list')).toBeNull();
  });

  it('saves the current values as a named preset of the profile, picks it, and deletes it', async () => {
    // Arrange
    const submitted = vi.fn();
    render(
      <Host initial="https://example.com/?utm_source=newsletter&utm_medium=email" onSubmit={submitted} />,
    );
    // Act: save (Enter in the name saves, and does not submit the link form)
    await waitFor(() => expect(input('Preset name').disabled).toBe(false));
    type('Preset name', 'Newsletter');
    fireEvent.keyDown(input('Preset name'), { key: 'Enter' });
    // Assert
    await screen.findByText('Preset “Newsletter” saved.');
    expect(submitted).not.toHaveBeenCalled();
    expect(await presetsOf('default')).toEqual([
      {
        name: 'Newsletter',
        values: { source: 'newsletter', medium: 'email', campaign: '', term: '', content: '' },
      },
    ]);
    const picker = screen.getByLabelText<HTMLSelectElement>('Preset');
    expect(picker.value).toBe('Newsletter');

    // Act: other values, then the preset again
    type('Source', 'mastodon');
    type('Term', 'x');
    expect(picker.value).toBe('');
    fireEvent.change(picker, { target: { value: 'Newsletter' } });
    // Assert: all five as saved (the term is gone)
    expect(input('URL').value).toBe('https://example.com/?utm_source=newsletter&utm_medium=email');

    // Act: delete it
    fireEvent.click(screen.getByRole('button', { name: 'Delete preset Newsletter' }));
    // Assert
    await waitFor(() => expect(screen.queryByLabelText('Preset')).toBeNull());
    expect(await presetsOf('default')).toEqual([]);
  });

  it('offers no preview and no preset to save while the five are empty', () => {
    // Act
    render(<Host initial="https://example.com/?a=1" />);
    // Assert
    expect(input('Source').value).toBe('');
    expect(screen.queryByLabelText('Final URL')).toBeNull();
    expect(screen.queryByLabelText('Preset name')).toBeNull();
  });

  it('says at the name field why a preset cannot be saved, and saves nothing', async () => {
    // Arrange
    render(<Host initial="https://example.com/?utm_source=newsletter" />);
    await waitFor(() => expect(input('Preset name').disabled).toBe(false));
    // Act
    type('Preset name', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Save as preset' }));
    // Assert
    expect(input('Preset name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a name for the preset.')).toBeTruthy();
    expect(input('Preset name').value).toBe('   ');
    const local = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(local).filter((key) => key.startsWith('campaigns:'))).toEqual([]);
  });
});
