import { lazyComponent } from '../../../../components/lazy-component';

/** The QR code, loaded on first use: the encoder stays out of what popup.html loads up front. */
export const LazyQrCode = lazyComponent(() =>
  import('../../../../components/QrCode').then((module) => module.QrCode),
);
