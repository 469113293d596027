import { describe, expect, it } from 'vitest';
import { createTurns } from './in-turn';

const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('createTurns', () => {
  it('starts each task only when the previous one has ended', async () => {
    const inTurn = createTurns();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };

    const results = await Promise.all([inTurn(task('a')), inTurn(task('b'))]);

    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('runs the next task after one that failed, and gives the failure to its caller', async () => {
    const inTurn = createTurns();
    const failed = inTurn(() => Promise.reject(new Error('storage full')));
    const next = inTurn(async () => 'ran');

    await expect(failed).rejects.toThrow('storage full');
    await expect(next).resolves.toBe('ran');
  });

  it('keeps separate queues apart', async () => {
    const first = createTurns();
    const second = createTurns();
    let release: () => void = () => undefined;
    void first(() => new Promise<void>((resolve) => (release = resolve)));

    await expect(second(async () => 'not blocked')).resolves.toBe('not blocked');
    release();
  });
});
