import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { wordErrorsFor } from '../../../shared/error-text';
import { connectionOutcome } from './connection-outcome';

beforeEach(() => {
  useEnglishMessages();
  wordErrorsFor('options');
});
afterEach(() => wordErrorsFor('elsewhere'));

/** How many times `text` occurs in the outcome's alert and field messages together. */
function occurrences(outcome: ReturnType<typeof connectionOutcome>, text: string): number {
  const all = [outcome.alert ?? '', ...Object.values(outcome.fieldErrors).flat()].join('\n');
  return all.split(text).length - 1;
}

describe('connectionOutcome', () => {
  it('reports both counts when both services answer', () => {
    const outcome = connectionOutcome({ links: { ok: true, total: 25 }, websites: { ok: true, total: 3 } });
    expect(outcome).toEqual({ status: 'Connected: 25 links, 3 websites', alert: null, fieldErrors: {} });
  });

  it('says one link and one website in the singular, and writes a count as the language does', () => {
    const outcome = connectionOutcome({ links: { ok: true, total: 1 }, websites: { ok: true, total: 1234 } });
    expect(outcome.status).toBe('Connected: 1 link, 1,234 websites');
  });

  it('names the one service that answers, in the singular for one website', () => {
    const outcome = connectionOutcome({
      links: { ok: false, error: { code: 'network', message: 'x' } },
      websites: { ok: true, total: 1 },
    });
    expect(outcome.status).toBe('Connected: 1 website');
  });

  it('says a refused key once, at the API key field, worded for the options page', () => {
    const error = { code: 'unauthorized' as const, message: 'Unauthenticated.' };
    const outcome = connectionOutcome({ links: { ok: false, error }, websites: { ok: false, error } });
    expect(outcome.status).toBeNull();
    expect(outcome.fieldErrors).toEqual({
      apiKey: ['The server refused this key. Check it and save again.'],
    });
    expect(occurrences(outcome, 'refused')).toBe(1);
    expect(outcome.alert).toBe('Check the highlighted fields.');
  });

  it('names the service at a field both use when only one of them failed there', () => {
    const outcome = connectionOutcome({
      links: { ok: true, total: 2 },
      websites: { ok: false, error: { code: 'unauthorized', message: 'x' } },
    });
    expect(outcome.fieldErrors.apiKey).toEqual([
      'Analytics service: The server refused this key. Check it and save again.',
    ]);
  });

  it('puts an unreachable service on its base URL field', () => {
    const outcome = connectionOutcome({
      links: { ok: true, total: 2 },
      websites: { ok: false, error: { code: 'network', message: 'x' } },
    });
    expect(outcome.status).toBe('Connected: 2 links');
    expect(outcome.fieldErrors).toEqual({
      analyticsBaseUrl: ['Can’t reach the server. Check your connection and the base URL.'],
    });
  });
});

// one wrong base URL showed the same sentence four times.
describe('connectionOutcome, one cause', () => {
  const notFound = { code: 'not_found' as const, message: 'Not Found' };

  it('names a cause both services share once, at the links field, when analytics uses its URL', () => {
    const outcome = connectionOutcome(
      { links: { ok: false, error: notFound }, websites: { ok: false, error: notFound } },
      { analyticsInherited: true },
    );
    expect(Object.keys(outcome.fieldErrors)).toEqual(['linksBaseUrl']);
    expect(outcome.fieldErrors.linksBaseUrl).toHaveLength(1);
    const sentence = outcome.fieldErrors.linksBaseUrl?.[0] ?? '';
    expect(occurrences(outcome, sentence)).toBe(1);
  });

  it('puts each service on its own field when analytics has a URL of its own', () => {
    const outcome = connectionOutcome(
      { links: { ok: false, error: notFound }, websites: { ok: false, error: notFound } },
      { analyticsInherited: false },
    );
    expect(Object.keys(outcome.fieldErrors).sort()).toEqual(['analyticsBaseUrl', 'linksBaseUrl']);
    expect(outcome.alert).toBe('Check the highlighted fields.');
  });
});
