import { Popup } from '../../components/popup/Popup';

export function App() {
  return <Popup search={location.search} />;
}
