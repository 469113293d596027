import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { errorText } from '../../shared/error-text';
import type { FoundLink, SearchIn } from '../../shared/find-link/types';
import { t } from '../../shared/i18n';
import { DEFAULT_LINKS, formatHash } from '../manager/hash-state';
import { openStatsTab } from '../manager/stats/route';
import { LinkText } from '../popup/result/LinkText';
import { useComboboxInput } from './use-combobox-input';
import { useCopyAndClose } from './use-copy-and-close';
import { type FindLinkState, useFindLink } from './use-find-link';
import './find-link.css';

const LISTBOX_ID = 'find-results';
const optionId = (index: number) => `find-option-${index}`;
const FIELDS: SearchIn[] = ['title', 'alias', 'url'];

// WXT types getURL with the pages it has built; the manager page is another entrypoint.
const pageUrl = browser.runtime.getURL as (path: string) => string;

/** manager.html searching this alias (lib/pages/manager/hash-state.ts), in a new tab; the popup closes. */
export function openInManager(link: FoundLink): void {
  const hash = formatHash({ view: 'links', links: { ...DEFAULT_LINKS, search: link.alias, by: 'alias' } });
  void browser.tabs.create({ url: pageUrl(`/manager.html${hash}`) });
  window.close();
}

function statusText(state: FindLinkState): string {
  const { status, results, query } = state;
  if (status.kind === 'error') return `${errorText(status.error)} ${t('find_localBecause')}`;
  if (status.kind === 'local-only') return t('find_localOnly');
  if (status.kind === 'searching') return results.length === 0 ? t('find_searching') : '';
  if (status.kind === 'done' && results.length === 0) return t('find_none', query.trim());
  return '';
}

interface FindLinkProps {
  /** The input of popup.html labelled "Find a link". */
  input: HTMLInputElement;
  /** Called when the extension is not connected: the search has nothing to search. */
  onUnavailable: () => void;
}

/**
 * "Find a link": the Search in choice, the results as a listbox driven from the input (the
 * combobox pattern: focus stays in the input, ↓/↑ move aria-activedescendant, Enter copies,
 * Ctrl/Cmd+Enter opens in the manager), and what went wrong, in the list.
 */
export function FindLink({ input, onUnavailable }: FindLinkProps) {
  const state = useFindLink(input);
  useEffect(() => {
    if (state.enabled === false) onUnavailable();
  }, [state.enabled]);
  const { results, active, setActive } = state;
  const { copy, outcome, reset } = useCopyAndClose(state.closeAfterCopy);
  // "Copied" belongs to the results it was said about.
  useEffect(reset, [state.query, state.searchIn]);
  const expanded = results.length > 0;

  useComboboxInput(input, {
    listboxId: LISTBOX_ID,
    expanded,
    activeId: active >= 0 ? optionId(active) : null,
    onKey: (event) => {
      const count = results.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return;
        event.preventDefault();
        setActive((active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
      } else if (event.key === 'Enter' && active >= 0) {
        event.preventDefault();
        const link = results[active] as FoundLink;
        if (event.ctrlKey || event.metaKey) openInManager(link);
        else void copy(link, active);
      }
    },
  });

  if (state.enabled !== true) return null;
  const message = outcome ? t(outcome.ok ? 'popup_copied' : 'popup_copyFailed') : statusText(state);
  return (
    <div class="find-panel">
      <select
        class="find-in"
        aria-label={t('find_searchIn')}
        value={state.searchIn}
        onChange={(event) => state.setSearchIn(event.currentTarget.value as SearchIn)}
      >
        {FIELDS.map((field) => (
          <option key={field} value={field}>
            {t(`find_in_${field}`)}
          </option>
        ))}
      </select>
      {expanded && (
        <div id={LISTBOX_ID} role="listbox" aria-label={t('find_results')} class="find-results">
          {results.map((link, index) => (
            <FoundOption
              key={link.shortUrl}
              link={link}
              index={index}
              selected={index === active}
              copied={outcome?.ok === true && outcome.index === index}
              onSelect={() => setActive(index)}
              onCopy={() => void copy(link, index)}
            />
          ))}
        </div>
      )}
      <p class="find-status" role="status">
        {message}
      </p>
      {expanded && <p class="find-keys">{t('find_keys')}</p>}
    </div>
  );
}

interface FoundOptionProps {
  link: FoundLink;
  index: number;
  selected: boolean;
  copied: boolean;
  onSelect: () => void;
  onCopy: () => void;
}

/** A result's mouse shortcut: see FoundOption for why it is no <button>. */
function OptionButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ComponentChildren;
}) {
  const click = (event: Event) => {
    event.stopPropagation(); // Not also a click on the option.
    onClick();
  };
  return (
    // biome-ignore lint/a11y: an option's content is presentational: a focusable control in it is an axe error (nested-interactive); the keyboard path is Enter / Ctrl+Enter in the input.
    <span role="button" class="button-small find-button" aria-label={label} onClick={click}>
      {children}
    </span>
  );
}

/**
 * One result. Its Copy and Open buttons are for the mouse: an option's content is presentational
 * to assistive technology and focusable controls inside it are an error (axe nested-interactive),
 * so they are role="button" without a tab stop; keyboard users have Enter and Ctrl/Cmd+Enter.
 */
function FoundOption({ link, index, selected, copied, onSelect, onCopy }: FoundOptionProps) {
  return (
    // biome-ignore lint/a11y: the combobox pattern: focus stays in the input, whose keys move aria-activedescendant over these options.
    <div id={optionId(index)} role="option" aria-selected={selected} class="find-option" onClick={onSelect}>
      <LinkText alias={link.alias} url={link.url} clicks={link.clicks} title={link.title} />
      {copied && <span class="find-copied">{t('popup_copied')}</span>}
      <span class="find-actions">
        <OptionButton label={t('popup_copyRecent', link.alias)} onClick={onCopy}>
          {t('popup_copy')}
        </OptionButton>
        <OptionButton label={t('find_openInManager', link.alias)} onClick={() => openInManager(link)}>
          {t('find_openShort')}
        </OptionButton>
        <OptionButton
          label={t('stats_named', link.alias)}
          onClick={() => openStatsTab('links', link.id, '30d')}
        >
          {t('stats_title')}
        </OptionButton>
      </span>
    </div>
  );
}
