import { describe, expect, it } from 'vitest';
import { valueLabel } from './labels';

describe('valueLabel', () => {
  it('calls an empty referrer a direct visit', () => {
    expect(valueLabel('referrer', '', 'Direct')).toBe('Direct');
  });

  it('names countries and languages in the given language, keeping the code', () => {
    expect(valueLabel('country', 'DE', 'Direct', 'en')).toBe('Germany (DE)');
    expect(valueLabel('language', 'fr', 'Direct', 'en')).toBe('French (fr)');
    expect(valueLabel('continent', 'EU', 'Direct', 'en')).toBe('Europe');
  });

  it('shows anything else as the server sent it', () => {
    expect(valueLabel('country', 'Narnia', 'Direct', 'en')).toBe('Narnia');
    expect(valueLabel('page', '/pricing', 'Direct')).toBe('/pricing');
  });
});
