import { send } from '../../lib/pages/rpc';
import { useTrackingCode } from '../../lib/pages/use-tracking-code';
import { TrackingCode } from '../TrackingCode';

/** The popup's tracking code (issue 27): its own lazy chunk, for the active profile's server. */
export function TrackingCodePanel() {
  const code = useTrackingCode(send);
  return code === null ? null : <TrackingCode state={code} />;
}
