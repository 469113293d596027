import { beforeEach, describe, expect, it } from 'vitest';
import { useEnglishMessages } from '../../components/testing/english-messages';
import { differenceNotices } from './link-update-notices';

beforeEach(useEnglishMessages);

describe('differenceNotices', () => {
  it('says per field what the server kept, in the words the form shows next to it', () => {
    const notices = differenceNotices([
      { field: 'pixels', kind: 'keptItems', items: ['FB', 'GA'] },
      { field: 'pixels', kind: 'missingItems', items: ['3'] },
      { field: 'expirationDate', kind: 'kept' },
      { field: 'privacy', kind: 'other' },
      { field: 'privacyPassword', kind: 'notSet' },
      { field: 'targets', kind: 'keptItems', items: ['DE → https://de.example'] },
    ]);
    expect(notices).toEqual({
      pixels: ['The server kept these pixels: FB, GA.', 'The server did not add these pixels: 3.'],
      expirationDate: ['The server did not clear this field: it kept the value shown.'],
      privacy: ['The server saved a different value than you asked for: the field shows what it saved.'],
      privacyPassword: ['The server did not save this password.'],
      targets: ['The server kept these targets: DE → https://de.example.'],
    });
  });
});
