import { describe, expect, it } from 'vitest';
import {
  type CampaignValues,
  emptyCampaign,
  hasCampaign,
  readCampaign,
  withCampaign,
  withCampaignField,
} from './campaign';

const campaign = (values: Partial<CampaignValues>): CampaignValues => ({ ...emptyCampaign(), ...values });

describe('readCampaign', () => {
  it('reads the five utm_* parameters of a URL, decoded, and empty for the absent ones', () => {
    // Act
    const values = readCampaign(
      'https://example.com/a?utm_source=news+letter&utm_campaign=spring%2Dsale&x=1',
    );
    // Assert
    expect(values).toEqual(campaign({ source: 'news letter', campaign: 'spring-sale' }));
  });

  it('is null for a URL that is not http(s), or not a URL at all', () => {
    expect(readCampaign('ftp://example.com/?utm_source=a')).toBeNull();
    expect(readCampaign('mailto:a@example.com?utm_source=a')).toBeNull();
    expect(readCampaign('')).toBeNull();
    expect(readCampaign('example.com/?utm_source=a')).toBeNull();
  });
});

describe('withCampaign', () => {
  it('adds the campaign after the other parameters, in the usual order, and keeps the fragment', () => {
    // Act
    const url = withCampaign(
      'https://example.com/blog/post?id=7#comments',
      campaign({ campaign: 'spring', source: 'newsletter', medium: 'email' }),
    );
    // Assert
    expect(url).toBe(
      'https://example.com/blog/post?id=7&utm_source=newsletter&utm_medium=email&utm_campaign=spring#comments',
    );
  });

  it('replaces an existing utm_* parameter where it stands and keeps the unchanged ones as they were', () => {
    // Arrange
    const before = 'https://example.com/?utm_source=old&a=1&utm_medium=e%2Dmail';
    // Act
    const url = withCampaign(before, campaign({ source: 'new', medium: 'e-mail' }));
    // Assert
    expect(url).toBe('https://example.com/?utm_source=new&a=1&utm_medium=e%2Dmail');
  });

  it('removes the parameter of an emptied field, and a repeated one', () => {
    // Act
    const url = withCampaign(
      'https://example.com/p?utm_source=a&utm_term=x&b=2&utm_source=again',
      campaign({ source: 'a' }),
    );
    // Assert
    expect(url).toBe('https://example.com/p?utm_source=a&b=2');
    expect(withCampaign('https://example.com/p?utm_source=a#top', emptyCampaign())).toBe(
      'https://example.com/p#top',
    );
  });

  it('keeps every other parameter byte for byte (no rewriting of ?flag or %20)', () => {
    // Act
    const url = withCampaign('https://example.com/s?flag&q=a%20b&path=/x/y&e=', campaign({ source: 'x' }));
    // Assert
    expect(url).toBe('https://example.com/s?flag&q=a%20b&path=/x/y&e=&utm_source=x');
  });

  it('encodes what it writes: spaces, ampersands, equals signs, plus signs and non-ASCII', () => {
    // Act
    const url = withCampaign('https://example.com/', campaign({ campaign: 'a b&c=d+e', content: 'été' }));
    // Assert
    expect(url).toBe('https://example.com/?utm_campaign=a+b%26c%3Dd%2Be&utm_content=%C3%A9t%C3%A9');
    expect(readCampaign(url!)).toEqual(campaign({ campaign: 'a b&c=d+e', content: 'été' }));
  });

  it('gives back the very string it was given when nothing changes', () => {
    // Arrange: URL would add a slash after the host and lower-case it
    const before = 'HTTPS://Example.com?utm_source=a';
    // Act / Assert
    expect(withCampaign(before, campaign({ source: 'a' }))).toBe(before);
    expect(withCampaign('https://example.com', emptyCampaign())).toBe('https://example.com');
  });

  it('is null for a URL that is not http(s): a campaign means nothing there', () => {
    expect(withCampaign('javascript:alert(1)', campaign({ source: 'a' }))).toBeNull();
    expect(withCampaign('chrome://settings', campaign({ source: 'a' }))).toBeNull();
    expect(withCampaign('not a url', campaign({ source: 'a' }))).toBeNull();
  });
});

describe('withCampaignField', () => {
  it('sets one field and leaves the others as the URL has them', () => {
    // Act
    const url = withCampaignField('https://example.com/?utm_source=a&utm_medium=b', 'medium', 'social');
    // Assert
    expect(url).toBe('https://example.com/?utm_source=a&utm_medium=social');
  });

  it('keeps what is being typed, spaces at the end included (the field trims when left)', () => {
    const url = withCampaignField('https://example.com/', 'campaign', 'spring ');
    expect(readCampaign(url!)?.campaign).toBe('spring ');
  });
});

describe('hasCampaign', () => {
  it('says whether any of the five is set', () => {
    expect(hasCampaign(emptyCampaign())).toBe(false);
    expect(hasCampaign(campaign({ content: 'x' }))).toBe(true);
  });
});
