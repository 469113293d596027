import { describe, expect, it } from 'vitest';
import { type CampaignValues, emptyCampaign } from './campaign';
import {
  deletePreset,
  emptyMemory,
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
    let memory = rememberUsed(emptyMemory(), campaign({ source: 'newsletter', medium: 'email' }));
    // Act
    memory = rememberUsed(memory, campaign({ source: ' mastodon ' }));
    memory = rememberUsed(memory, campaign({ source: 'newsletter' }));
    // Assert
    expect(memory.recent.source).toEqual(['newsletter', 'mastodon']);
    expect(memory.recent.medium).toEqual(['email']);
    expect(memory.recent.term).toEqual([]);
  });

  it(`keeps the ${RECENT_PER_FIELD} most recent values of a field`, () => {
    // Arrange
    let memory = emptyMemory();
    // Act
    for (let n = 1; n <= RECENT_PER_FIELD + 3; n++)
      memory = rememberUsed(memory, campaign({ term: `t${n}` }));
    // Assert
    expect(memory.recent.term).toHaveLength(RECENT_PER_FIELD);
    expect(memory.recent.term[0]).toBe(`t${RECENT_PER_FIELD + 3}`);
    expect(memory.recent.term).not.toContain('t3');
  });
});

describe('presets', () => {
  const newsletter = campaign({ source: 'newsletter', medium: 'email' });
  const mastodon = campaign({ source: 'mastodon', medium: 'social' });

  it('saves presets sorted by name, and replaces one saved again under the same name in any case', () => {
    // Arrange
    let memory = savePreset(emptyMemory(), 'Newsletter', newsletter);
    memory = savePreset(memory, ' Mastodon ', mastodon);
    // Act
    memory = savePreset(memory, 'newsletter', campaign({ source: 'letter' }));
    // Assert
    expect(memory.presets.map((preset) => preset.name)).toEqual(['Mastodon', 'newsletter']);
    expect(memory.presets[1]?.values.source).toBe('letter');
  });

  it('deletes a preset by its name, and finds the one whose values are the current ones', () => {
    // Arrange
    let memory = savePreset(savePreset(emptyMemory(), 'Newsletter', newsletter), 'Mastodon', mastodon);
    // Act
    memory = deletePreset(memory, 'NEWSLETTER');
    // Assert
    expect(memory.presets.map((preset) => preset.name)).toEqual(['Mastodon']);
    expect(presetMatching(memory, campaign({ source: 'mastodon', medium: 'social' }))?.name).toBe('Mastodon');
    expect(presetMatching(memory, campaign({ source: 'mastodon' }))).toBeUndefined();
  });

  it('says why a preset cannot be saved: no name, no values, or too many', () => {
    // Arrange
    let full = emptyMemory();
    for (let n = 0; n < MAX_PRESETS; n++) full = savePreset(full, `p${n}`, newsletter);
    // Act / Assert
    expect(presetProblem(emptyMemory(), '  ', newsletter)).toBe('noName');
    expect(presetProblem(emptyMemory(), 'Empty', emptyCampaign())).toBe('noValues');
    expect(presetProblem(full, 'one more', newsletter)).toBe('full');
    expect(presetProblem(full, 'P0', mastodon)).toBeNull(); // replacing one is fine
    expect(presetProblem(emptyMemory(), 'Newsletter', newsletter)).toBeNull();
  });
});

describe('readStoredCampaigns', () => {
  it('reads back what was stored', () => {
    // Arrange
    const memory = savePreset(
      rememberUsed(emptyMemory(), campaign({ source: 'a' })),
      'A',
      campaign({ source: 'a' }),
    );
    // Act / Assert
    expect(readStoredCampaigns(JSON.parse(JSON.stringify(memory)))).toEqual(memory);
  });

  it('leaves out whatever is malformed, and never throws', () => {
    // Arrange
    const raw = {
      recent: { source: ['ok', 3, '', null], medium: 'not a list' },
      presets: [{ name: 'Good', values: { source: 'x', medium: 7 } }, { name: '' }, 'junk', { values: {} }],
    };
    // Act
    const memory = readStoredCampaigns(raw);
    // Assert
    expect(memory.recent.source).toEqual(['ok']);
    expect(memory.recent.medium).toEqual([]);
    expect(memory.presets).toEqual([{ name: 'Good', values: campaign({ source: 'x' }) }]);
    expect(readStoredCampaigns(undefined)).toEqual(emptyMemory());
    expect(readStoredCampaigns('text')).toEqual(emptyMemory());
  });
});
