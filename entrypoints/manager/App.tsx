import { ManagerApp } from '../../lib/pages/manager/ManagerApp';
import { send } from '../../lib/pages/rpc';
import { getSettings, watchSettings } from '../../lib/pages/settings-client';

/** Wiring only: the real message channel and settings store. */
export function App() {
  return <ManagerApp send={send} loadSettings={getSettings} watchSettings={watchSettings} />;
}
