import { describe, expect, it } from 'vitest';
import { profileTrackingCode, trackingCode } from './tracking-code';

describe('trackingCode', () => {
  it('is the analytics web app’s tag for the base URL', () => {
    expect(trackingCode('https://stats.example.com')).toBe(
      '<script data-host="https://stats.example.com" data-dnt="false" src="https://stats.example.com/js/script.js" id="ZwSg9rf6GA" async defer></script>',
    );
  });

  it('drops trailing slashes and spaces of the base URL, keeping a path', () => {
    expect(trackingCode(' https://example.com/analytics/ ')).toBe(
      '<script data-host="https://example.com/analytics" data-dnt="false" src="https://example.com/analytics/js/script.js" id="ZwSg9rf6GA" async defer></script>',
    );
  });

  it('escapes characters that would end the attribute', () => {
    expect(trackingCode('https://a.example/x?a=1&b="2"')).toContain(
      'data-host="https://a.example/x?a=1&amp;b=&quot;2&quot;"',
    );
  });

  it('is empty without a base URL', () => {
    expect(trackingCode('  ')).toBe('');
  });
});

describe('profileTrackingCode', () => {
  it('uses the analytics base URL when the profile has one', () => {
    expect(
      profileTrackingCode({ linksBaseUrl: 'https://sho.rt', analyticsBaseUrl: 'https://stats.example' }),
    ).toContain('src="https://stats.example/js/script.js"');
  });

  it('uses the links base URL when the analytics one is empty (one server for both)', () => {
    expect(profileTrackingCode({ linksBaseUrl: 'https://sho.rt/', analyticsBaseUrl: '' })).toContain(
      'data-host="https://sho.rt"',
    );
  });
});
