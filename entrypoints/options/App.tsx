import { OptionsPage } from '../../components/options/OptionsPage';

export function App() {
  return <OptionsPage />;
}
