import { describe, expect, it, vi } from 'vitest';
import type { Send } from '../send';
import { sendForProfile } from './profile-send';

describe('sendForProfile', () => {
  it('names the profile in every statistics message, and in no other', async () => {
    // Arrange
    const send = vi.fn(async () => ({ ok: true, value: null })) as unknown as Send;
    const ofWork = sendForProfile(send, 'work');
    // Act
    await ofWork('stats.series', { service: 'links', id: 7, name: 'clicks', from: 'a', to: 'b' });
    await ofWork('stats.zone', { service: 'links' });
    await ofWork('links.get', { id: 7 });
    // Assert
    expect(vi.mocked(send).mock.calls).toEqual([
      ['stats.series', { service: 'links', id: 7, name: 'clicks', from: 'a', to: 'b', profileId: 'work' }],
      ['stats.zone', { service: 'links', profileId: 'work' }],
      ['links.get', { id: 7 }],
    ]);
  });
});
