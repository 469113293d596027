import fc from 'fast-check';
import { parse } from 'qs';
import { describe, expect, it } from 'vitest';
import { encodeForm, type FormValue } from './form';

// What PHP (modelled by qs.parse) sees: every scalar is a string, true/false are '1'/'0', null
// is '', undefined and empty containers vanish.
type PhpValue = string | PhpValue[] | { [key: string]: PhpValue };

function phpScalar(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

function phpView(data: Record<string, FormValue>): Record<string, PhpValue> {
  const view: Record<string, PhpValue> = {};
  for (const [key, value] of Object.entries(data)) {
    const php = phpValue(value);
    if (php !== undefined) view[key] = php;
  }
  return view;
}

function phpValue(value: FormValue): PhpValue | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object') return phpScalar(value);
  if (Array.isArray(value)) {
    const items = value.map(phpValue).filter((item): item is PhpValue => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  const object = phpView(value);
  return Object.keys(object).length > 0 ? object : undefined;
}

// PHP has no array limit; qs turns indexes above 20 into object keys unless told otherwise.
const parseLikePhp = (body: string) => parse(body, { arrayLimit: 1000, depth: 10, parameterLimit: 100_000 });

const tricky = fc.constantFrom(
  '&',
  '=',
  '[',
  ']',
  '\n',
  '\r\n',
  '+',
  ' ',
  '%',
  '%20',
  '#',
  '?',
  'é',
  '😀',
  '中',
);
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.array(fc.oneof(tricky, fc.string({ maxLength: 3 })), { maxLength: 8 }).map((parts) => parts.join('')),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const fieldName = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/);
const row = fc.record({ key: text, value: text }, { requiredKeys: ['value'] });
const field = fc.oneof(
  scalar,
  fc.constant(undefined),
  fc.array(scalar, { maxLength: 30 }),
  fc.array(row, { maxLength: 25 }),
);

describe('encodeForm (property)', () => {
  it('round-trips through qs.parse to the PHP view of any fields', () => {
    fc.assert(
      fc.property(fc.dictionary(fieldName, field, { maxKeys: 6 }), (data) => {
        expect(parseLikePhp(encodeForm(data))).toEqual(phpView(data));
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips nested objects', () => {
    const nested = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, scalar, fc.dictionary(fieldName, tie('value'), { maxKeys: 3 })),
    })).value as fc.Arbitrary<FormValue>;

    fc.assert(
      fc.property(fc.dictionary(fieldName, nested, { maxKeys: 4 }), (data) => {
        expect(parseLikePhp(encodeForm(data))).toEqual(phpView(data));
      }),
    );
  });

  it('produces only URL-safe characters apart from the structural brackets', () => {
    fc.assert(
      fc.property(fc.dictionary(fieldName, field, { maxKeys: 6 }), (data) => {
        expect(encodeForm(data)).toMatch(/^[A-Za-z0-9\-_.!~*'()%&=[\]]*$/);
      }),
    );
  });
});
