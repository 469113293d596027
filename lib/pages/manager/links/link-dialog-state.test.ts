import { beforeEach, describe, expect, it } from 'vitest';
import { useEnglishMessages } from '../../../../components/testing/english-messages';
import { makeLink } from '../../../../test/manager-fixtures';
import { emptyLinkForm } from '../../../shared/link-form';
import { linkFormFromRecord } from '../../link-form-edit';
import { initialLinkForm, shortUrlRefusal } from './link-dialog-state';

beforeEach(useEnglishMessages);

describe('initialLinkForm', () => {
  it('opens an edit on the record’s values, whatever the defaults', () => {
    // Arrange
    const link = makeLink({ id: 7, alias: 'docs', url: 'https://example.com/docs' });
    // Act
    const form = initialLinkForm(link, { domain: 3, space: 4 });
    // Assert
    expect(form).toEqual(linkFormFromRecord(link));
  });

  it('prefills a new link with the default domain and space', () => {
    expect(initialLinkForm(null, { domain: 3, space: 4 })).toEqual({
      ...emptyLinkForm(),
      domain: '3',
      space: '4',
    });
  });

  it('opens a new link empty without defaults or with none set', () => {
    expect(initialLinkForm(null, undefined)).toEqual(emptyLinkForm());
    expect(initialLinkForm(null, { domain: null, space: null })).toEqual(emptyLinkForm());
  });
});

describe('shortUrlRefusal', () => {
  it('lets a URL that is no short URL of the account be created', () => {
    expect(shortUrlRefusal({ kind: 'none' })).toBeNull();
  });

  it('refuses a short URL of one of the links at the URL field and offers that link', () => {
    // Arrange
    const docs = makeLink({ id: 7, alias: 'docs' });
    // Act
    const refusal = shortUrlRefusal({ kind: 'link', link: docs });
    // Assert
    expect(refusal?.existing).toBe(docs);
    expect(refusal?.error.code).toBe('validation');
    expect(refusal?.error.message).toContain('docs');
    expect(refusal?.error.fields).toEqual({ url: [refusal?.error.message] });
  });

  it('refuses a short URL no link has any more, with nothing to offer', () => {
    // Act
    const refusal = shortUrlRefusal({ kind: 'missing', shortUrl: 'https://sho.rt/gone' });
    // Assert
    expect(refusal?.existing).toBeNull();
    expect(refusal?.error.message).toContain('https://sho.rt/gone');
    expect(refusal?.error.fields).toEqual({ url: [refusal?.error.message] });
  });
});
