import { TrackingCode } from '../../../../components/TrackingCode';
import type { Website } from '../../../api/schemas';
import { t } from '../../../shared/i18n';
import { unicodeHost } from '../../idn';
import type { SettingsSend } from '../../use-tracking-code';
import { useTrackingCode } from '../../use-tracking-code';
import { Dialog } from '../Dialog';

/** A website's tracking code: the row action "Tracking code" of the websites list. */
export function TrackingCodeDialog({
  website,
  send,
  onClose,
}: {
  website: Website;
  send: SettingsSend;
  onClose: () => void;
}) {
  const code = useTrackingCode(send);
  return (
    <Dialog
      title={t('trackingCode_named', unicodeHost(website.host))}
      onClose={onClose}
      class="tracking-code-dialog"
    >
      {code !== null && <TrackingCode state={code} />}
      <div class="dialog-actions">
        <button type="button" data-autofocus onClick={onClose}>
          {t('manager_close')}
        </button>
      </div>
    </Dialog>
  );
}

/** The same block inside the edit dialog of a tracked website. */
export function TrackingCodeSection({ send }: { send: SettingsSend }) {
  const code = useTrackingCode(send);
  if (code === null) return null;
  return (
    <section class="tracking-code-section" aria-labelledby="website-tracking-code">
      <h3 id="website-tracking-code">{t('trackingCode_title')}</h3>
      <TrackingCode state={code} />
    </section>
  );
}
