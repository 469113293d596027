import { describe, expect, it } from 'vitest';
import { codeBySource, decodeVlq } from './bundle-weights';

describe('decodeVlq', () => {
  it('decodes the signed numbers of one source-map segment', () => {
    // "AAAA" = [0,0,0,0]; "gBAAC" = [16,0,0,1]; "D" = -1.
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('gBAAC')).toEqual([16, 0, 0, 1]);
    expect(decodeVlq('D')).toEqual([-1]);
  });
});

describe('codeBySource', () => {
  it('gives each source the generated code its segments cover, across lines', () => {
    // Line 1: columns 0-5 from a.ts, 6- from b.ts; line 2: all from a.ts.
    const code = 'let a;let b;\nlet c;';
    const map = { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,MCAA;ADAA' };

    const bySource = codeBySource(code, map);

    expect(bySource.get('a.ts')).toBe('let a;let c;');
    expect(bySource.get('b.ts')).toBe('let b;');
  });
});
