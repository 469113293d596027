/**
 * `GET /js/script.js`: the reference server's own tracking script, written for it
 * (not the analytics service's file). It behaves like the real one as docs/API.md section 7.1
 * describes it: it finds its own tag (`id="ZwSg9rf6GA"`), reads `data-host`, and on every page
 * view POSTs JSON `{page, referrer, screen_resolution}` to `{data-host}/api/event`; with
 * `data-dnt="true"` it sends nothing when the browser asks not to be tracked. Single-page apps
 * count their `history.pushState` navigations, with the previous address as the referrer, and
 * `window.pa.track(event)` sends a custom event. `fetch` makes it an ordinary cross-origin
 * request, so a browser extension's declarativeNetRequest rule can block it.
 */
export const TRACKING_SCRIPT = `(function (w, d) {
  'use strict';
  var tag = d.currentScript || d.getElementById('ZwSg9rf6GA');
  if (!tag) return;
  var host = (tag.getAttribute('data-host') || '').replace(/\\/+$/, '');
  var here = function () { return w.location.href.replace(/#.*$/, ''); };
  function send(event, referrer) {
    var nav = w.navigator;
    if (tag.getAttribute('data-dnt') === 'true' && (nav.doNotTrack === '1' || nav.doNotTrack === 'yes')) return;
    var body = { page: here(), referrer: referrer || d.referrer, screen_resolution: w.screen.width + 'x' + w.screen.height };
    if (event) body.event = event;
    w.fetch(host + '/api/event', {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body)
    }).catch(function () {});
  }
  var push = w.history.pushState;
  w.history.pushState = function () {
    var from = here();
    push.apply(w.history, arguments);
    send(null, from);
  };
  w.addEventListener('popstate', function () { send(null); });
  w.pa = { track: function (event) { send(event); } };
  send(null);
})(window, document);
`;
