/**
 * Test helper: the manager page as a person opens it, with the first profile's default settings
 * and its requests answered by `send` (a fakeSend; test/server-lists.ts's NO_SERVER_LISTS answers
 * `server.lists` as a server without domains, spaces or pixels).
 */
import { render } from '@testing-library/preact';
import { toPublicSettings } from '../lib/background/settings/views';
import { ManagerApp } from '../lib/pages/manager/ManagerApp';
import type { Send } from '../lib/pages/manager/send';
import { DEFAULT_SETTINGS } from '../lib/shared/settings/schema';

export function renderManager(send: Send): void {
  const settings = toPublicSettings(DEFAULT_SETTINGS);
  render(
    <ManagerApp
      send={send}
      loadSettings={async () => ({ ok: true, value: settings })}
      watchSettings={() => () => {}}
    />,
  );
}
