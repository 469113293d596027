import { useEffect, useState } from 'preact/hooks';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { lazyComponent } from '../../../components/lazy-component';
import { LinkForm } from '../../../components/link-form/LinkForm';
import { t } from '../../shared/i18n';
import { isLinkFormField } from '../../shared/link-form';
import { send } from '../rpc';
import type { PopupBoot } from './boot';
import { type PopupState, usePopup } from './use-popup';

// Not needed to become usable: the result view loads once the form shows (see below), the
// recent links while history.list answers.
const ShortenResultView = lazyComponent(() =>
  import('./result/ShortenResultView').then((module) => module.ShortenResultView),
);
const RecentLinks = lazyComponent(() =>
  import('./recent-links/RecentLinks').then((module) => module.RecentLinks),
);
// Shown once, before the extension is connected: never on the way to a usable form.
const NotConfigured = lazyComponent(() => import('./NotConfigured').then((module) => module.NotConfigured));
// Only when Options armed it ("Connect from a server's tab"): never part of becoming usable.
const ConnectNext = lazyComponent(() => import('./connect/ConnectNext').then((module) => module.ConnectNext));
// Optional, and checks the analytics service after the form shows: never part of becoming usable.
const TrackSite = lazyComponent(() => import('./this-site/TrackSite').then((module) => module.TrackSite));
// the tab's page's short links, asked after the form shows; never part of becoming usable.
const AlreadyShortened = lazyComponent(() =>
  import('./this-page/already-shortened-entry').then((module) => module.AlreadyShortened),
);

interface PopupProps {
  /** The tab and form, read by the first module before Preact loaded (first-paint.ts). */
  boot: PopupBoot;
}

/** The whole popup: the header, then shorten the target tab, show the result, list recent links. */
export function Popup({ boot }: PopupProps) {
  const popup = usePopup(boot);
  // Loaded on click, the result view's chunk was often still loading when the answer came and
  // held the short URL back (~5 ms, shorten overhead). An effect runs after the form
  // has been painted, so this costs the popup's ready time nothing.
  const formShown = popup.configured && popup.boot.tab.ok;
  useEffect(() => {
    if (formShown) void ShortenResultView.preload();
  }, [formShown]);
  // What is not needed to shorten (the header's contents, "Find a link", whose input is in
  // popup.html and keeps what is typed meanwhile) loads after the form is ready: Preact starts
  // only once the first module has filled the form .
  useEffect(() => {
    import('../find-link/find-link-mount');
  }, []);
  // The header's box is in popup.html, before "Find a link", so the Tab order is the order things
  // are seen (it went Find, Search in, then the header).
  // Its box is painted at once (no layout shift); what it holds is not needed to shorten.
  useEffect(() => {
    void import('./PopupHeader').then((module) => module.mountHeader(popup.settings));
  }, [popup.settings]);
  return <PopupBody popup={popup} />;
}

function PopupBody({ popup }: { popup: PopupState }) {
  const { boot, form } = popup;
  // Told by "Already shortened": Shorten would hand out one of the page's links (said beside it).
  const [reuses, setReuses] = useState(false);
  if (popup.bootError) {
    return (
      <main class="popup">
        <ErrorAlert error={popup.bootError} />
      </main>
    );
  }
  if (!popup.configured) {
    return (
      <main class="popup">
        <NotConfigured tab={boot.tab.ok ? boot.tab : null} onConnected={popup.connected} />
      </main>
    );
  }
  if (!boot.tab.ok) {
    return (
      <main class="popup">
        <ErrorAlert error={boot.tab.reason} />
        <RecentLinks entries={popup.recent} />
      </main>
    );
  }

  const submit = (event: Event) => {
    event.preventDefault();
    void popup.shorten();
  };

  return (
    <main class="popup">
      {popup.connectedTo && popup.settings && (
        <p role="status" class="connected">
          {t('popup_connected', [popup.connectedTo, popup.settings.apiKeyHint ?? ''])}
        </p>
      )}
      {/* The page's lookups wait for the settings: a popup not yet connected asks nothing (its
          form shows before the settings answer). */}
      {!popup.result && popup.settings && (
        <AlreadyShortened
          url={boot.tab.url}
          sending={popup.sending}
          onShortenAgain={() => void popup.shorten({ forceNew: true })}
          form={form}
          settings={popup.settings}
          onReuses={setReuses}
        />
      )}
      {popup.result ? (
        <ShortenResultView
          result={popup.result}
          autoCopied={popup.autoCopied}
          sending={popup.sending}
          onCreateNew={() => void popup.shorten({ forceNew: true })}
          onAnother={popup.another}
          tabIsLink={popup.tabIsLink}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <LinkForm
            value={form}
            onChange={popup.setForm}
            fieldErrors={popup.error?.fields}
            capabilities={popup.capabilities}
            lists={popup.lists}
            mode="create"
            autoFocus
            send={send}
          />
          <button
            type="submit"
            class="primary"
            disabled={popup.sending}
            aria-busy={popup.sending}
            aria-describedby={reuses ? 'shorten-hint' : undefined}
          >
            {t('popup_shorten')}
          </button>
          {reuses && (
            <p id="shorten-hint" class="shorten-hint">
              {t('popup_shortenReuses')}
            </p>
          )}
        </form>
      )}
      <ErrorAlert error={popup.error} shownAtField={popup.result ? undefined : isLinkFormField} />
      {/* The tab's own site before the recent links: on a tracked site its numbers are what the
          first screen (600 px in Chrome) must hold, with the form above them. */}
      {popup.settings && !popup.tabIsLink && <TrackSite url={boot.tab.url} />}
      {!popup.result && <RecentLinks entries={popup.recent} />}
      {/* Last: added once it loaded, it never moves what the form's focus is on. */}
      {popup.settings && !popup.connectedTo && <ConnectNext tab={boot.tab} onConnected={popup.connected} />}
    </main>
  );
}
