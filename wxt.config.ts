import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { inlinePageCss } from './build/inline-page-css';
import { pagesCodeSplitting } from './build/popup-chunk';
import { prerenderPopupPlugin } from './build/prerender/popup';

// The e2e build pre-grants loopback host permissions (a headless browser cannot accept a
// permission prompt) and exposes the background test hook; production builds contain neither.
export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  imports: false,
  vite: () => ({
    // The popup's stylesheets go inline: two fewer requests before its code runs. Its form is
    // rendered into popup.html at build time (the popup is ready before Preact loads).
    plugins: [
      preact(),
      prerenderPopupPlugin(/entrypoints[\\/]popup[\\/]index\.html$/),
      inlinePageCss(/entrypoints[\\/]popup[\\/]index\.html$/),
    ],
    // Every browser the extension supports has <link rel="modulepreload">: no polyfill code.
    // CSS for the browsers the extension runs in (Firefox >= 140, see below; Chrome's MV3 of
    // today): lightningcss then writes no fallbacks they do not need (-26 B in the popup).
    build: { modulePreload: { polyfill: false }, cssTarget: ['chrome123', 'firefox140'] },
    // The polyfill without the bundler's copy of its export (lib/shared/webextension-polyfill.js).
    resolve: {
      alias: [
        {
          find: /^webextension-polyfill$/,
          replacement: fileURLToPath(new URL('./lib/shared/webextension-polyfill.js', import.meta.url)),
        },
      ],
    },
  }),
  hooks: {
    // The HTML pages build together (WXT's "esm" group): split their shared code so the popup
    // loads two files, not five (build/popup-chunk.ts).
    'vite:build:extendConfig': (entrypoints, config) => {
      // SOURCEMAP=1 npx wxt build: source maps for every part, to see what weighs in a bundle.
      if (process.env.SOURCEMAP === '1') config.build = { ...config.build, sourcemap: true };
      const rollup = config.build?.rollupOptions;
      if (!entrypoints.some((entry) => entry.type === 'popup') || !rollup) return;
      if (Array.isArray(rollup.output)) return;
      rollup.output = { ...rollup.output, codeSplitting: pagesCodeSplitting } as typeof rollup.output;
    },
  },
  // addons.mozilla.org reviewers rebuild from the sources zip: ship what the build needs
  // (and the README that says how), not demo output, tests or the reference server.
  zip: {
    excludeSources: [
      'demo-output/**',
      'coverage/**',
      'docs/**',
      'e2e/**',
      'reference-server/**',
      'store/**',
      'test/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/fixtures/**',
      '**/testing/**',
    ],
  },
  manifest: ({ browser, manifestVersion, mode }) => {
    const isE2e = mode === 'e2e';
    // https too: "Don't count my visits" asks for a site's pages on either scheme.
    const loopback = [
      'http://127.0.0.1/*',
      'http://localhost/*',
      'https://127.0.0.1/*',
      'https://localhost/*',
    ];
    // The user's own server origins are requested at runtime on Save (lib/pages/options/use-options.ts).
    const anyOrigin = ['https://*/*', 'http://*/*'];
    const permissions = ['storage', 'contextMenus', 'notifications', 'activeTab', 'clipboardWrite'];
    // Shorten many: `scripting` reads a selection's links under the menu click's
    // activeTab, `alarms` wakes a stopped worker to finish a job (neither warns at install);
    // `tabs` (the other tabs' URLs) is optional, asked at first use. The e2e build grants it:
    // a headless browser cannot answer the prompt.
    permissions.push('scripting', 'alarms');
    const optionalApi = isE2e ? [] : ['tabs'];
    if (isE2e) permissions.push('tabs');
    // "Don't count my visits": the WithHostAccess variant shows no install-time
    // warning; its rules act only where the user granted the site and the server (optional).
    permissions.push('declarativeNetRequestWithHostAccess');
    if (browser !== 'firefox') permissions.push('offscreen');
    const manifest: Record<string, unknown> = {
      name: '__MSG_extName__',
      description: '__MSG_extDescription__',
      default_locale: 'en',
      permissions,
      // The address bar: "s <words>" finds a link, "s <URL>" shortens it (lib/background/find-link/omnibox.ts).
      omnibox: { keyword: 's' },
      commands: {
        'shorten-current-tab': {
          suggested_key: { default: 'Alt+Shift+S' },
          description: '__MSG_commandShortenCurrentTab__',
        },
        // The links of the field being written in, shortened in place (activeTab from the key).
        'shorten-links-field': {
          suggested_key: { default: 'Alt+Shift+L' },
          description: '__MSG_commandShortenInField__',
        },
      },
    };
    // Profiles an organization presets by policy (storage.managed): Chrome and Edge validate the
    // policy against this schema; Firefox reads its policies.json `3rdparty` section without one.
    if (browser !== 'firefox') manifest.storage = { managed_schema: 'managed-schema.json' };
    // Extension pages run only our own bundled code: no eval, no remote scripts, no plugins.
    // connect-src stays open: the background talks to whatever server the user configures.
    const csp = "script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'";
    manifest.content_security_policy = manifestVersion === 2 ? csp : { extension_pages: csp };
    if (manifestVersion === 2) {
      // WXT drops optional_host_permissions from MV2: origins go in optional_permissions.
      manifest.optional_permissions = [...optionalApi, ...anyOrigin];
      if (isE2e) manifest.permissions = [...permissions, ...loopback];
    } else {
      manifest.optional_host_permissions = anyOrigin;
      manifest.optional_permissions = optionalApi;
      if (isE2e) manifest.host_permissions = loopback;
    }
    if (browser === 'firefox') {
      manifest.browser_specific_settings = {
        gecko: {
          id: 'shortener-extension@example.org',
          // 140 is the first desktop release (and 142 the first Android one) that reads
          // data_collection_permissions, which addons.mozilla.org now requires.
          strict_min_version: '140.0',
          data_collection_permissions: { required: ['none'] },
        },
        gecko_android: { strict_min_version: '142.0' },
      };
    }
    return manifest;
  },
});
