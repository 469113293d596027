import { TrackingCode } from '../../../../components/TrackingCode';
import { send } from '../../rpc';
import { useTrackingCode } from '../../use-tracking-code';

/** The popup's tracking code: its own lazy chunk, for the active profile's server. */
export function TrackingCodePanel() {
  const code = useTrackingCode(send);
  return code === null ? null : <TrackingCode state={code} />;
}
