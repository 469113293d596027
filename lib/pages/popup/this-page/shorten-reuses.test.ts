import { describe, expect, it } from 'vitest';
import { makeLink } from '../../../../test/fake-api';
import { emptyLinkForm } from '../../../shared/link-form';
import { type ReuseContext, shortenReuses } from './shorten-reuses';

const PAGE = 'https://example.com/docs';
const NOW = Date.UTC(2026, 10, 20);
const context = (patch: Partial<ReuseContext> = {}): ReuseContext => ({
  reuseExisting: true,
  defaultDomain: null,
  form: emptyLinkForm(PAGE),
  links: [makeLink({ id: 1, url: PAGE })],
  now: NOW,
  ...patch,
});

describe('shortenReuses', () => {
  it('is true when the page has a link that still redirects and the form asks for nothing more', () => {
    expect(shortenReuses(context())).toBe(true);
  });

  it('is false when reusing existing links is off in the settings', () => {
    expect(shortenReuses(context({ reuseExisting: false }))).toBe(false);
  });

  it('is false when the form asks for an alias (an existing link will not do)', () => {
    expect(shortenReuses(context({ form: { ...emptyLinkForm(PAGE), alias: 'mine' } }))).toBe(false);
  });

  it('is false when the URL field no longer holds the page', () => {
    expect(shortenReuses(context({ form: emptyLinkForm('https://example.com/other') }))).toBe(false);
  });

  it('is false when the page’s only link is disabled or on another domain than the default', () => {
    expect(shortenReuses(context({ links: [makeLink({ id: 1, url: PAGE, disabled: true })] }))).toBe(false);
    const elsewhere = makeLink({ id: 2, url: PAGE, domain: { id: 7, name: 'go.example' } });
    expect(shortenReuses(context({ links: [elsewhere], defaultDomain: 3 }))).toBe(false);
  });
});
