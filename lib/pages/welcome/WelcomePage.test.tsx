// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { useEnglishMessages } from '../../../components/testing/english-messages';
import { WelcomePage } from './WelcomePage';

beforeEach(() => useEnglishMessages());

describe('WelcomePage', () => {
  it('says what the extension does in three lines and gives both ways to connect', () => {
    render(<WelcomePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Shortener' })).toBeTruthy();
    expect(screen.getAllByRole('list')[0]!.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Connect from your server’s tab' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Or type the key and address' })).toBeTruthy();
    expect(document.title).toBe('Welcome to Shortener');
  });

  it('opens the settings for the typed way', () => {
    const open = vi.spyOn(browser.runtime, 'openOptionsPage').mockResolvedValue(undefined);
    render(<WelcomePage />);

    fireEvent.click(screen.getByRole('button', { name: 'Open settings' }));

    expect(open).toHaveBeenCalledOnce();
  });
});
