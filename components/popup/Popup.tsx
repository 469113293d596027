import { useEffect } from 'preact/hooks';
import type { PopupBoot } from '../../lib/pages/popup/boot';
import { type PopupState, usePopup } from '../../lib/pages/popup/use-popup';
import { t } from '../../lib/shared/i18n';
import { ErrorAlert } from '../ErrorAlert';
import { lazyComponent } from '../lazy-component';
import { LinkForm } from '../link-form/LinkForm';

// Not needed to become usable: the result view loads once the form shows (see below), the
// recent links while history.list answers.
const ShortenResultView = lazyComponent(() =>
  import('./ShortenResultView').then((module) => module.ShortenResultView),
);
const RecentLinks = lazyComponent(() => import('./RecentLinks').then((module) => module.RecentLinks));
// Shown once, before the extension is connected: never on the way to a usable form.
const NotConfigured = lazyComponent(() => import('./NotConfigured').then((module) => module.NotConfigured));
// Optional, and checks the analytics service after the form shows: never part of becoming usable.
const TrackSite = lazyComponent(() => import('./TrackSite').then((module) => module.TrackSite));
// Issue 27: the tab's page's short links, asked after the form shows; never part of becoming usable.
const AlreadyShortened = lazyComponent(() =>
  import('./already-shortened-entry').then((module) => module.AlreadyShortened),
);

interface PopupProps {
  /** location.search: `?tabId=N` targets tab N instead of the active tab. */
  search: string;
  /** The tab and form already read (issue 29: by the first module, before Preact loaded). */
  boot?: PopupBoot | undefined;
}

/** The whole popup: the header, then shorten the target tab, show the result, list recent links. */
export function Popup({ search, boot }: PopupProps) {
  const popup = usePopup(search, boot);
  // Loaded on click, the result view's chunk was often still loading when the answer came and
  // held the short URL back (~5 ms, issue 7: shorten overhead). An effect runs after the form
  // has been painted, so this costs the popup's ready time nothing.
  const formShown = popup.configured && popup.boot?.tab.ok === true;
  useEffect(() => {
    if (formShown) void ShortenResultView.preload();
  }, [formShown]);
  // What is not needed to shorten (the header's contents, "Find a link", whose input is in
  // popup.html and keeps what is typed meanwhile) loads once the tab is read: loaded at first
  // render, their code ran while the popup waited for the tab and held the form back (issue 13).
  const booted = popup.boot !== null;
  useEffect(() => {
    if (booted) import('./find-link-mount');
  }, [booted]);
  // The header's box is in popup.html, before "Find a link", so the Tab order is the order things
  // are seen (issue 26: it went Find, Search in, then the header).
  // Its box is painted at once (no layout shift); what it holds is not needed to shorten.
  useEffect(() => {
    if (booted) void import('./PopupHeader').then((module) => module.mountHeader(popup.settings));
  }, [booted, popup.settings]);
  return <PopupBody popup={popup} />;
}

function PopupBody({ popup }: { popup: PopupState }) {
  const { boot, form } = popup;
  if (popup.bootError) {
    return (
      <main class="popup">
        <ErrorAlert error={popup.bootError} />
      </main>
    );
  }
  // The tab and its draft take a few milliseconds: render nothing rather than an empty form.
  if (!boot || !form) return null;
  if (!popup.configured) {
    return (
      <main class="popup">
        <NotConfigured />
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
      {!popup.result && (
        <AlreadyShortened
          url={boot.tab.url}
          sending={popup.sending}
          onShortenAgain={() => void popup.shorten({ forceNew: true })}
        />
      )}
      {popup.result ? (
        <ShortenResultView
          result={popup.result}
          autoCopied={popup.autoCopied}
          sending={popup.sending}
          onCreateNew={() => void popup.shorten({ forceNew: true })}
          onAnother={popup.another}
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
          />
          <button type="submit" class="primary" disabled={popup.sending} aria-busy={popup.sending}>
            {t('popup_shorten')}
          </button>
        </form>
      )}
      <ErrorAlert error={popup.error} />
      {!popup.result && <RecentLinks entries={popup.recent} />}
      <TrackSite url={boot.tab.url} />
    </main>
  );
}
