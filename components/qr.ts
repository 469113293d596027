/**
 * QR codes made locally (uqr): the short URL never goes to a third-party QR service. The
 * drawing is built from the module matrix (numbers only), so no page or server text is ever
 * parsed as markup.
 */
import { encode } from 'uqr';

export interface QrMatrix {
  /** Modules per side, border included. */
  size: number;
  /** The SVG path of the dark modules, in module units. */
  path: string;
  data: boolean[][];
}

export function qrMatrix(text: string): QrMatrix {
  // M: survives a smudged print; border 4 is the quiet zone the standard asks for.
  const { size, data } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size, path, data };
}

/** A standalone SVG file (black on white, for printing whatever the page's theme). */
export function qrSvgFile(matrix: QrMatrix): string {
  const { size, path } = matrix;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

/** Draws the code on a canvas, `scale` pixels per module. */
export function drawQr(canvas: HTMLCanvasElement, matrix: QrMatrix, scale = 8): void {
  canvas.width = canvas.height = matrix.size * scale;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  matrix.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * scale, y * scale, scale, scale);
    });
  });
}

/** A file name from the short URL: `sho.rt-x7k2p.png`. */
export function qrFileName(shortUrl: string, extension: 'svg' | 'png'): string {
  const base = shortUrl
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'qr-code'}.${extension}`;
}
