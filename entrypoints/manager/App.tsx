import { ManagerApp } from '../../components/manager/ManagerApp';
import { send } from '../../lib/rpc';
import { loadPublicSettings, watchPublicSettings } from '../../lib/settings';

/** Wiring only: the real message channel and settings store. */
export function App() {
  return <ManagerApp send={send} loadSettings={loadPublicSettings} watchSettings={watchPublicSettings} />;
}
