import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

// The e2e build pre-grants loopback host permissions (a headless browser cannot accept a
// permission prompt) and exposes the background test hook; production builds contain neither.
export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  imports: false,
  vite: () => ({ plugins: [preact()] }),
  manifest: ({ browser, manifestVersion, mode }) => {
    const isE2e = mode === 'e2e';
    const loopback = ['http://127.0.0.1/*', 'http://localhost/*'];
    // The user's own server origins are requested at runtime on Save (lib/permissions.ts).
    const anyOrigin = ['https://*/*', 'http://*/*'];
    const permissions = ['storage', 'contextMenus', 'notifications', 'activeTab', 'clipboardWrite'];
    if (browser !== 'firefox') permissions.push('offscreen');
    const manifest: Record<string, unknown> = {
      name: '__MSG_extName__',
      description: '__MSG_extDescription__',
      default_locale: 'en',
      permissions,
      commands: {
        'shorten-current-tab': {
          suggested_key: { default: 'Alt+Shift+S' },
          description: '__MSG_commandShortenCurrentTab__',
        },
      },
    };
    if (manifestVersion === 2) {
      // WXT drops optional_host_permissions from MV2: origins go in optional_permissions.
      manifest.optional_permissions = anyOrigin;
      if (isE2e) manifest.permissions = [...permissions, ...loopback];
    } else {
      manifest.optional_host_permissions = anyOrigin;
      if (isE2e) manifest.host_permissions = loopback;
    }
    if (browser === 'firefox') {
      manifest.browser_specific_settings = {
        gecko: {
          id: 'shortener-extension@example.org',
          strict_min_version: '115.0',
          data_collection_permissions: { required: ['none'] },
        },
      };
    }
    return manifest;
  },
});
