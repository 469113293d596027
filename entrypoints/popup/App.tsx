import type { PopupBoot } from '../../lib/pages/popup/boot';
import { Popup } from '../../lib/pages/popup/Popup';

interface AppProps {
  /** The tab and form read before Preact loaded (first-paint.ts); the build renders a blank one. */
  boot: PopupBoot;
}

// The one root both the build's pre-render (build/prerender/popup-entry.tsx) and the page's
// hydration render: the same tree gives the same useId() ids, so the markup is reused as it is.
export function App({ boot }: AppProps) {
  return <Popup boot={boot} />;
}
