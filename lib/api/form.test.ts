import { parse } from 'qs';
import { describe, expect, it } from 'vitest';
import { encodeForm } from './form';

describe('encodeForm', () => {
  it('encodes scalars as k=v pairs in insertion order', () => {
    expect(encodeForm({ url: 'https://example.com/a', space: 3 })).toBe(
      'url=https%3A%2F%2Fexample.com%2Fa&space=3',
    );
  });

  it('encodes booleans as 1 and 0 when given true and false', () => {
    expect(encodeForm({ disabled: true, email: false })).toBe('disabled=1&email=0');
  });

  it('sends an empty value when a field is null (how an update clears it)', () => {
    expect(encodeForm({ alias: null })).toBe('alias=');
  });

  it('omits fields that are undefined', () => {
    expect(encodeForm({ url: 'u', alias: undefined })).toBe('url=u');
  });

  it('returns an empty string when given no fields', () => {
    expect(encodeForm({})).toBe('');
  });

  it('encodes an array of scalars with empty brackets', () => {
    expect(encodeForm({ pixels: [1, 2] })).toBe('pixels[]=1&pixels[]=2');
  });

  it('sends nothing when an array or object is empty', () => {
    expect(encodeForm({ pixels: [], nested: {}, url: 'u' })).toBe('url=u');
  });

  it('indexes an array of objects so each key stays with its value', () => {
    const body = encodeForm({
      country: [
        { key: 'US', value: 'https://us.example' },
        { key: 'DE', value: 'https://de.example' },
      ],
    });

    expect(body).toBe(
      'country[0][key]=US&country[0][value]=https%3A%2F%2Fus.example&country[1][key]=DE&country[1][value]=https%3A%2F%2Fde.example',
    );
  });

  it('renumbers indexed rows when some elements are undefined', () => {
    expect(encodeForm({ rotation: [undefined, { value: 'a' }, undefined, { value: 'b' }] })).toBe(
      'rotation[0][value]=a&rotation[1][value]=b',
    );
  });

  it('skips undefined elements of a scalar array and sends null elements as empty values', () => {
    expect(encodeForm({ ids: [1, undefined, null] })).toBe('ids[]=1&ids[]=');
  });

  it('encodes nested objects with bracketed keys', () => {
    expect(encodeForm({ a: { b: 'c', d: { e: 1 } } })).toBe('a[b]=c&a[d][e]=1');
  });

  it('percent-encodes &, =, brackets, newlines, + and unicode in values', () => {
    const body = encodeForm({ text: 'a&b=c[d]\n+ é😀' });

    expect(body).toBe('text=a%26b%3Dc%5Bd%5D%0A%2B%20%C3%A9%F0%9F%98%80');
    expect(parse(body)).toEqual({ text: 'a&b=c[d]\n+ é😀' });
  });

  it('replaces a lone surrogate with U+FFFD instead of throwing', () => {
    expect(encodeForm({ text: 'a\uD83D' })).toBe('text=a%EF%BF%BD');
  });

  it('percent-encodes the field names', () => {
    expect(encodeForm({ 'a b': 1 })).toBe('a%20b=1');
  });
});
