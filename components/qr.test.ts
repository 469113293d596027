import { describe, expect, it } from 'vitest';
import { qrFileName, qrMatrix, qrSvgFile } from './qr';

describe('qr', () => {
  it('encodes locally into a square matrix with a quiet zone', () => {
    const matrix = qrMatrix('https://sho.rt/x7k2p');
    expect(matrix.size).toBe(matrix.data.length);
    expect(matrix.data[0]?.every((dark) => !dark)).toBe(true);
    expect(matrix.path).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('writes a standalone SVG made of numbers only', () => {
    const svg = qrSvgFile(qrMatrix('https://sho.rt/<script>'));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('script');
  });

  it('names files after the short URL', () => {
    expect(qrFileName('https://sho.rt/x7k2p', 'png')).toBe('sho.rt-x7k2p.png');
    expect(qrFileName('', 'svg')).toBe('qr-code.svg');
  });
});
