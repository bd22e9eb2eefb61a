import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DayInput } from '@/components/day-input';
import { useBranchToday } from '@/lib/shared-api/get-branch-today';
import { periodPresets, periodProblem, readPeriod, writePeriod, type PeriodChoice, type PeriodPreset, type PeriodState } from '@/lib/periods';

export interface PeriodParams extends PeriodState {
  /**
   * Whether `period` may be asked for: a preset waits for today at the branch (until then it is
   * counted from a stand-in day, which would ask for the wrong days around midnight).
   */
  ready: boolean;
  /** Picks a preset, or a custom period with the days typed so far (back to the first page). */
  change: (choice: PeriodChoice, days?: { from: string | null; to: string | null }) => void;
}

/**
 * The period of a screen, kept in its URL (`period`, or `from` and `to`): `fallback` until one is
 * picked. Presets count from today at `brancheId`, the branch whose figures the screen shows (null:
 * the user's own or all, as the server reads it).
 */
export function usePeriodParams(fallback: PeriodPreset, brancheId: number | null): PeriodParams {
  const [params, setParams] = useSearchParams();
  const today = useBranchToday(brancheId);
  const state = readPeriod(params, fallback, today.day);
  const change: PeriodParams['change'] = (choice, days) =>
    setParams(
      (current) => {
        const next = writePeriod(current, choice, days);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { ...state, ready: state.choice === 'custom' || today.settled, change };
}

const CHOICES: readonly PeriodChoice[] = [...periodPresets, 'custom'];

/**
 * The period picker: a preset (aujourd'hui… cette année) or 'Personnalisé', which shows two days
 * typed or picked, first filled with the period shown until then. A typed period the server would
 * refuse says why under its last day. On a phone the picker is as wide as the screen, or half of
 * it (`half`) to stand beside another filter.
 */
export function PeriodFilter({ state, half = false }: { state: PeriodParams; half?: boolean }) {
  const { t } = useTranslation();
  const problem = state.choice === 'custom' ? periodProblem(state.from, state.to) : null;
  const day = (name: 'from' | 'to') => (
    <DayInput
      label={t(`shared.period.${name}`)}
      value={state[name]}
      onChange={(value) => state.change('custom', { from: state.from, to: state.to, [name]: value })}
      clearable
      clearButtonProps={{ 'aria-label': t('shared.period.clear') }}
      error={name === 'to' && (problem === 'reversed' || problem === 'tooLong') ? t(`shared.period.errors.${problem}`) : undefined}
      w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 150 }}
    />
  );
  return (
    <>
      <Select
        label={t('shared.period.label')}
        data={CHOICES.map((choice) => ({ value: choice, label: t(`shared.period.presets.${choice}`) }))}
        value={state.choice}
        onChange={(value) => {
          const choice = CHOICES.find((candidate) => candidate === value);
          if (!choice || choice === state.choice) return;
          // A custom period starts from the days shown until then.
          state.change(choice, choice === 'custom' ? { from: state.period?.from ?? null, to: state.period?.to ?? null } : undefined);
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        w={{ base: half ? 'calc(50% - var(--mantine-spacing-sm) / 2)' : '100%', xs: 170 }}
      />
      {state.choice === 'custom' && (
        <>
          {day('from')}
          {day('to')}
        </>
      )}
    </>
  );
}
