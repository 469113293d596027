import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CHECK_LEASE_MS, releaseLease, takeLease } from './lease';

const NOW = Date.parse('2026-03-11T15:30:00Z');

describe('the alerts check lease', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is refused to a second check while the first holds it', async () => {
    // Arrange
    await takeLease('first', NOW);
    // Act
    const second = await takeLease('second', NOW + 60_000);
    // Assert
    expect(second).toBe(false);
  });

  it('gives one of two checks starting together the lease', async () => {
    const taken = await Promise.all([takeLease('first', NOW), takeLease('second', NOW)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
  });

  it('outlives the worker: it is in storage, not in a variable', async () => {
    // Arrange: the first check's worker is stopped; only storage is left
    await takeLease('first', NOW);
    const stored = await fakeBrowser.storage.local.get('alertsCheck');
    // Assert
    expect(stored.alertsCheck).toEqual({ owner: 'first', until: NOW + CHECK_LEASE_MS });
  });

  it('goes to the next check once a stopped check’s lease has lapsed', async () => {
    await takeLease('stopped', NOW);
    expect(await takeLease('next', NOW + CHECK_LEASE_MS)).toBe(true);
  });

  it('is free again once its check gives it back, and only its check can', async () => {
    // Arrange
    await takeLease('first', NOW);
    // Act
    await releaseLease('other');
    const whileHeld = await takeLease('second', NOW);
    await releaseLease('first');
    const afterRelease = await takeLease('second', NOW);
    // Assert
    expect({ whileHeld, afterRelease }).toEqual({ whileHeld: false, afterRelease: true });
  });
});
