import { t } from '../../../shared/i18n';
import { TOOLBAR_BADGE_MODES, type ToolbarBadgeMode } from '../../../shared/settings/toolbar-badge-modes';
import { useToolbarBadge } from './toolbar-badge';

interface ToolbarBadgeSectionProps {
  saved: ToolbarBadgeMode;
  /** The profile's server URLs: saving new ones changes the access granted, read again then. */
  servers: readonly string[];
}

const LABELS = {
  off: 'options_badge_off',
  visitors: 'options_badge_visitors',
  shortLink: 'options_badge_shortLink',
} as const;

/** what the toolbar badge shows, what each choice needs and whether it is granted. */
export function ToolbarBadgeSection({ saved, servers }: ToolbarBadgeSectionProps) {
  const badge = useToolbarBadge(saved, servers);
  const needs: Partial<Record<ToolbarBadgeMode, string>> = {
    visitors: [
      t('options_badge_visitorsNeeds'),
      badge.sites === null
        ? ''
        : badge.sites.length > 0
          ? t('options_badge_visitorsSites', badge.sites.join(', '))
          : t('options_badge_visitorsNone'),
    ].join(' '),
    shortLink: [
      t('options_badge_shortLinkNeeds'),
      badge.tabsGranted === null
        ? ''
        : t(badge.tabsGranted ? 'options_badge_tabsGranted' : 'options_badge_tabsMissing'),
    ].join(' '),
  };
  return (
    <section class="toolbar-badge" aria-labelledby="toolbar-badge-heading">
      <h2 id="toolbar-badge-heading">{t('options_badge_heading')}</h2>
      <fieldset class="radio-group">
        <legend>{t('options_badge_intro')}</legend>
        {TOOLBAR_BADGE_MODES.map((mode) => (
          <div class="radio-choice" key={mode}>
            <input
              type="radio"
              id={`toolbar-badge-${mode}`}
              name="toolbar-badge"
              value={mode}
              checked={badge.mode === mode}
              aria-describedby={needs[mode] ? `toolbar-badge-${mode}-hint` : undefined}
              onChange={() => badge.choose(mode)}
            />
            <label for={`toolbar-badge-${mode}`}>{t(LABELS[mode])}</label>
            {needs[mode] && (
              <small id={`toolbar-badge-${mode}-hint`} class="field-hint">
                {needs[mode]}
              </small>
            )}
          </div>
        ))}
      </fieldset>
      {/* Live, but not role="status": the page's one status region is the form's (its contract). */}
      <p aria-live="polite" class="status">
        {badge.status}
      </p>
      {badge.error && (
        <p role="alert" class="field-error">
          {badge.error}
        </p>
      )}
    </section>
  );
}
