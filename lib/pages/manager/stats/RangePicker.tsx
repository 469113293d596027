import { useEffect, useState } from 'preact/hooks';
import { Field } from '../../../../components/Field';
import type { StatsRange } from '../../../api/stats/types';
import { type MessageKey, t } from '../../../shared/i18n';
import { RANGE_PRESETS, type RangeProblem, rangeProblems } from '../../../shared/stats/range';
import type { StatsRangeChoice } from './route';

interface RangePickerProps {
  choice: StatsRangeChoice;
  /** The days the choice stands for (shown in the From/To fields). */
  range: StatsRange;
  today: string;
  onChoose: (choice: StatsRangeChoice) => void;
  /** What the server said of the range (a 422), shown at its field. */
  serverErrors?: { from?: string[] | undefined; to?: string[] | undefined };
}

const PROBLEM_TEXT: Record<RangeProblem, MessageKey> = {
  format: 'stats_problemFormat',
  future: 'stats_problemFuture',
  order: 'stats_problemOrder',
};

/** Presets as toggle buttons; a custom range is checked at its fields before anything is asked. */
export function RangePicker({ choice, range, today, onChoose, serverErrors = {} }: RangePickerProps) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problems, setProblems] = useState<ReturnType<typeof rangeProblems>>({});
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);

  const apply = (event: Event) => {
    event.preventDefault();
    const typed = { from: from.trim(), to: to.trim() };
    const found = rangeProblems(typed, today);
    setProblems(found);
    if (Object.keys(found).length === 0) onChoose({ custom: typed });
  };
  const errors = (field: 'from' | 'to') => {
    const problem = problems[field];
    return problem ? [t(PROBLEM_TEXT[problem])] : serverErrors[field];
  };
  return (
    <div class="stats-range">
      <fieldset class="stats-presets">
        <legend class="visually-hidden">{t('stats_range')}</legend>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={'preset' in choice && choice.preset === preset}
            onClick={() => {
              setProblems({});
              onChoose({ preset });
            }}
          >
            {t(`stats_preset_${preset}`)}
          </button>
        ))}
      </fieldset>
      <form class="stats-custom" onSubmit={apply} noValidate aria-label={t('stats_custom')}>
        <Field
          id="stats-from"
          label={t('stats_from')}
          value={from}
          onValue={setFrom}
          errors={errors('from')}
          type="date"
          max={today}
        />
        <Field
          id="stats-to"
          label={t('stats_to')}
          value={to}
          onValue={setTo}
          errors={errors('to')}
          type="date"
          max={today}
        />
        <button type="submit">{t('stats_apply')}</button>
      </form>
    </div>
  );
}
