import { describe, expect, it } from 'vitest';
import { type CampaignValues, emptyCampaign } from './campaign';
import {
  deletePreset,
  emptyStoredCampaigns,
  MAX_PRESETS,
  presetMatching,
  presetProblem,
  RECENT_PER_FIELD,
  readStoredCampaigns,
  rememberUsed,
  savePreset,
} from './stored-campaigns';

const campaign = (values: Partial<CampaignValues>): CampaignValues => ({ ...emptyCampaign(), ...values });

describe('rememberUsed', () => {
  it('puts each used value first in its field, once, trimmed, and leaves empty fields alone', () => {
    // Arrange
    let stored = rememberUsed(emptyStoredCampaigns(), campaign({ source: 'newsletter', medium: 'email' }));
    // Act
    stored = rememberUsed(stored, campaign({ source: ' mastodon ' }));
    stored = rememberUsed(stored, campaign({ source: 'newsletter' }));
    // Assert
    expect(stored.recent.source).toEqual(['newsletter', 'mastodon']);
    expect(stored.recent.medium).toEqual(['email']);
    expect(stored.recent.term).toEqual([]);
  });

  it(`keeps the ${RECENT_PER_FIELD} most recent values of a field`, () => {
    // Arrange
    let stored = emptyStoredCampaigns();
    // Act
    for (let n = 1; n <= RECENT_PER_FIELD + 3; n++)
      stored = rememberUsed(stored, campaign({ term: `t${n}` }));
    // Assert
    expect(stored.recent.term).toHaveLength(RECENT_PER_FIELD);
    expect(stored.recent.term[0]).toBe(`t${RECENT_PER_FIELD + 3}`);
    expect(stored.recent.term).not.toContain('t3');
  });
});

describe('presets', () => {
  const newsletter = campaign({ source: 'newsletter', medium: 'email' });
  const mastodon = campaign({ source: 'mastodon', medium: 'social' });

  it('saves presets sorted by name, and replaces one saved again under the same name in any case', () => {
    // Arrange
    let stored = savePreset(emptyStoredCampaigns(), 'Newsletter', newsletter);
    stored = savePreset(stored, ' Mastodon ', mastodon);
    // Act
    stored = savePreset(stored, 'newsletter', campaign({ source: 'letter' }));
    // Assert
    expect(stored.presets.map((preset) => preset.name)).toEqual(['Mastodon', 'newsletter']);
    expect(stored.presets[1]?.values.source).toBe('letter');
  });

  it('deletes a preset by its name, and finds the one whose values are the current ones', () => {
    // Arrange
    let stored = savePreset(
      savePreset(emptyStoredCampaigns(), 'Newsletter', newsletter),
      'Mastodon',
      mastodon,
    );
    // Act
    stored = deletePreset(stored, 'NEWSLETTER');
    // Assert
    expect(stored.presets.map((preset) => preset.name)).toEqual(['Mastodon']);
    expect(presetMatching(stored, campaign({ source: 'mastodon', medium: 'social' }))?.name).toBe('Mastodon');
    expect(presetMatching(stored, campaign({ source: 'mastodon' }))).toBeUndefined();
  });

  it('says why a preset cannot be saved: no name, no values, or too many', () => {
    // Arrange
    let full = emptyStoredCampaigns();
    for (let n = 0; n < MAX_PRESETS; n++) full = savePreset(full, `p${n}`, newsletter);
    // Act / Assert
    expect(presetProblem(emptyStoredCampaigns(), '  ', newsletter)).toBe('noName');
    expect(presetProblem(emptyStoredCampaigns(), 'Empty', emptyCampaign())).toBe('noValues');
    expect(presetProblem(full, 'one more', newsletter)).toBe('full');
    expect(presetProblem(full, 'P0', mastodon)).toBeNull(); // replacing one is fine
    expect(presetProblem(emptyStoredCampaigns(), 'Newsletter', newsletter)).toBeNull();
  });
});

describe('readStoredCampaigns', () => {
  it('reads back what was stored', () => {
    // Arrange
    const stored = savePreset(
      rememberUsed(emptyStoredCampaigns(), campaign({ source: 'a' })),
      'A',
      campaign({ source: 'a' }),
    );
    // Act / Assert
    expect(readStoredCampaigns(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('leaves out whatever is malformed, and never throws', () => {
    // Arrange
    const raw = {
      recent: { source: ['ok', 3, '', null], medium: 'not a list' },
      presets: [{ name: 'Good', values: { source: 'x', medium: 7 } }, { name: '' }, 'junk', { values: {} }],
    };
    // Act
    const stored = readStoredCampaigns(raw);
    // Assert
    expect(stored.recent.source).toEqual(['ok']);
    expect(stored.recent.medium).toEqual([]);
    expect(stored.presets).toEqual([{ name: 'Good', values: campaign({ source: 'x' }) }]);
    expect(readStoredCampaigns(undefined)).toEqual(emptyStoredCampaigns());
    expect(readStoredCampaigns('text')).toEqual(emptyStoredCampaigns());
  });
});
