import { defineBackground } from 'wxt/utils/define-background';

export default defineBackground(() => {
  // Wiring comes in issue 4.
});
