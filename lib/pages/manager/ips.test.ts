import { describe, expect, it } from 'vitest';
import { isIpOrRange, parseIpLines } from './ips';

describe('isIpOrRange', () => {
  it.each([
    '1.2.3.4',
    '0.0.0.0',
    '255.255.255.255',
    '10.0.0.0/8',
    '192.168.1.0/32',
    '::1',
    '::',
    '2001:db8::',
    '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    'fe80::1:2',
    '::ffff:192.0.2.1',
    '2001:db8::/32',
    '2001:db8::/128',
  ])('accepts %s', (value) => {
    expect(isIpOrRange(value)).toBe(true);
  });

  it.each([
    '',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '01.2.3.4',
    '1.2.3.4/33',
    '1.2.3.4/',
    '1.2.3.4/8/8',
    'example.com',
    '1::2::3',
    '2001:db8:0:0:0:0:0:0:1',
    '2001:db8:0:0:0:0:1',
    '12345::1',
    'g::1',
    '::ffff:300.0.2.1',
    '2001:db8::/129',
  ])('rejects %j', (value) => {
    expect(isIpOrRange(value)).toBe(false);
  });
});

describe('parseIpLines', () => {
  it('returns the valid entries and the line numbers of invalid ones when lines are mixed', () => {
    const result = parseIpLines(' 1.2.3.4 \r\n\nnope\n::1\n300.1.1.1\n');
    expect(result.ips).toEqual(['1.2.3.4', '::1']);
    expect(result.invalid).toEqual([
      { line: 3, value: 'nope' },
      { line: 5, value: '300.1.1.1' },
    ]);
  });

  it('returns nothing when the text is blank', () => {
    expect(parseIpLines('\n  \n')).toEqual({ ips: [], invalid: [] });
  });
});
