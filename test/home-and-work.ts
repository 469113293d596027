// Two saved profiles on the fake browser, as a person with a home and a work server has them:
// "Home" (the default profile, active) and "Work".
import { saveSettings } from '../lib/background/settings/store';

export async function saveHomeAndWork(): Promise<void> {
  await saveSettings({ apiKey: 'home-key-1234', linksBaseUrl: 'https://home.example', profileName: 'Home' });
  await saveSettings(
    { apiKey: 'work-key-5678', linksBaseUrl: 'https://work.example', profileName: 'Work' },
    'work',
  );
}
