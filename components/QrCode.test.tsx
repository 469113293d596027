// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QrCode } from './QrCode';
import { useEnglishMessages } from './testing/english-messages';

beforeEach(useEnglishMessages);

describe('QrCode', () => {
  it('draws the code as an SVG image named after the URL', () => {
    render(<QrCode text="https://sho.rt/x7k2p" />);
    const image = screen.getByRole('img', { name: 'QR code for https://sho.rt/x7k2p' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('downloads the SVG through a temporary link', () => {
    const createObjectURL = vi.fn(() => 'blob:qr');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<QrCode text="https://sho.rt/x7k2p" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download SVG' }));
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('sho.rt-x7k2p.svg');
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeTruthy();
  });
});
