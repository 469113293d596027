import { ManagerApp } from '../../components/manager/ManagerApp';
import { send } from '../../lib/rpc';
import { getSettings, watchSettings } from '../../lib/settings-client';

/** Wiring only: the real message channel and settings store. */
export function App() {
  return <ManagerApp send={send} loadSettings={getSettings} watchSettings={watchSettings} />;
}
