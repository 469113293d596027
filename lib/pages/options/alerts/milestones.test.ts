import { describe, expect, it } from 'vitest';
import { readMilestones } from './milestones';

const milestones = (text: string, language: string) => {
  const reading = readMilestones(text, language);
  return reading.ok ? reading.milestones : reading.problem;
};

describe('readMilestones', () => {
  it.each([
    ['100, 1,000, 5000', 'en', [100, 1000, 5000]],
    ['100 200;300', 'en', [100, 200, 300]],
    ['100,1000', 'en', [100, 1000]],
    ['100, 1.000, 5.000', 'de', [100, 1000, 5000]],
    ['100,200,300', 'de', [100, 200, 300]],
    ['100, 1\u202f000', 'fr', [100, 1000]],
    ['300, 100, 100', 'en', [100, 300]],
  ] as const)('reads "%s" in %s as the numbers meant', (text, language, expected) => {
    expect(milestones(text, language)).toEqual(expected);
  });

  it.each([
    ['100,200,300', 'en', 'ambiguous'],
    ['1 000', 'fr', 'ambiguous'],
    ['1.5', 'de', 'not_whole'],
    ['1,5', 'de', 'not_whole'],
    ['1.5', 'en', 'not_whole'],
    ['a lot', 'en', 'not_numbers'],
  ] as const)('says what is wrong with "%s" in %s instead of guessing', (text, language, problem) => {
    expect(milestones(text, language)).toBe(problem);
  });

  it('reads back what the field shows in each language', () => {
    for (const language of ['en', 'de', 'fr', 'es', 'pt-BR', 'de-CH']) {
      const shown = [100, 1000, 25000].map((n) => new Intl.NumberFormat(language).format(n)).join(', ');
      expect(milestones(shown, language), `${language}: ${shown}`).toEqual([100, 1000, 25000]);
    }
  });
});
