// @vitest-environment happy-dom
import { render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import pkg from '../../../package.json';
import { PRIVACY_POLICY_URL, PrivacyLink } from './PrivacyLink';

beforeEach(() => useEnglishMessages());

describe('PrivacyLink', () => {
  it('links to PRIVACY.md in the repository package.json names, opening a new tab', () => {
    render(<PrivacyLink />);

    const link = screen.getByRole('link', { name: 'Privacy policy' });
    expect(link.getAttribute('href')).toBe(`${pkg.homepage}/blob/main/PRIVACY.md`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noreferrer');
  });

  it('points at the same address as the repository URL package.json gives npm', () => {
    expect(
      PRIVACY_POLICY_URL.startsWith(pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '')),
    ).toBe(true);
  });
});
