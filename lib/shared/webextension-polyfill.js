// `webextension-polyfill` as an ES module whose default export is the polyfill's own
// module.exports (wxt.config.ts aliases the package here). Imported as it is, the
// bundler's CommonJS interop copied every property of that object, which in Chromium is the
// native `browser`: reading each of its names started every chrome.* API at the worker's start
// (~4 ms of its evaluation, measured in the bench's start split).
export default require('webextension-polyfill/dist/browser-polyfill.js');
