import { useMemo } from 'preact/hooks';
import { t } from '../lib/shared/i18n';
import { downloadBlob } from './download';
import { drawQr, qrFileName, qrMatrix, qrSvgFile } from './qr';

interface QrCodeProps {
  /** What the code encodes (the short URL). */
  text: string;
}

/** The QR code of a short URL, drawn as SVG, with PNG and SVG downloads. */
export function QrCode({ text }: QrCodeProps) {
  const matrix = useMemo(() => qrMatrix(text), [text]);

  const saveSvg = () =>
    downloadBlob(new Blob([qrSvgFile(matrix)], { type: 'image/svg+xml' }), qrFileName(text, 'svg'));
  const savePng = () => {
    const canvas = document.createElement('canvas');
    drawQr(canvas, matrix);
    canvas.toBlob((blob) => {
      if (blob) downloadBlob(blob, qrFileName(text, 'png'));
    }, 'image/png');
  };

  return (
    <figure class="qr-code">
      <svg
        role="img"
        aria-label={t('qr_imageLabel', text)}
        viewBox={`0 0 ${matrix.size} ${matrix.size}`}
        shape-rendering="crispEdges"
      >
        <rect width={matrix.size} height={matrix.size} fill="#fff" />
        <path d={matrix.path} fill="#000" />
      </svg>
      <figcaption class="button-row">
        <button type="button" class="button-small" onClick={savePng}>
          {t('qr_downloadPng')}
        </button>
        <button type="button" class="button-small" onClick={saveSvg}>
          {t('qr_downloadSvg')}
        </button>
      </figcaption>
    </figure>
  );
}
