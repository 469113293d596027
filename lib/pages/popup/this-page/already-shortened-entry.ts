import { lazyComponent } from '../../../../components/lazy-component';

/**
 * "Already shortened" loads in two steps. popup.html's code lists what a lazy chunk
 * needs (its chunks and styles, about 10 names); naming only this module there keeps the popup's
 * first load short, and this one names the rest.
 */
export const AlreadyShortened = lazyComponent(() =>
  import('./AlreadyShortened').then((module) => module.AlreadyShortened),
);
