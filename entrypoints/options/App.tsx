import { OptionsPage } from '../../lib/pages/options/OptionsPage';

export function App() {
  return <OptionsPage />;
}
