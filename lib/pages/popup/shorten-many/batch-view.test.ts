import { describe, expect, it } from 'vitest';
import type { BatchJob } from '../../../shared/batch';
import { batchView } from './batch-view';

const job = (finishedAt: number | null, id = 'job-1'): BatchJob => ({
  id,
  profileId: 'default',
  source: 'tabs',
  items: [],
  startedAt: 1,
  finishedAt,
  waitUntil: null,
  budget: null,
});

describe('batchView', () => {
  it('shows nothing without a job', () => {
    expect(batchView(null, null, false)).toBe('none');
  });

  it('shows a running job in full, even one a popup has shown before', () => {
    expect(batchView(job(null), 'job-1', false)).toBe('full');
  });

  it('shows a finished job in full in the first popup that shows it', () => {
    expect(batchView(job(5), null, false)).toBe('full');
    expect(batchView(job(5), 'an-older-job', false)).toBe('full');
  });

  it('says a finished job a popup has shown in one line, opened in place by Show', () => {
    expect(batchView(job(5), 'job-1', false)).toBe('line');
    expect(batchView(job(5), 'job-1', true)).toBe('reopened');
  });
});
