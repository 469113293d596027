import { lazyComponent } from '../lazy-component';

/** The QR code, loaded on first use: the encoder stays out of what popup.html loads up front. */
export const LazyQrCode = lazyComponent(() => import('../QrCode').then((module) => module.QrCode));
