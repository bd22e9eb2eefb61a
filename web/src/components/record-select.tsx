import { Select, type SelectProps } from '@mantine/core';

/** A picker of one record by id: its value, null while none is picked. */
export type IdSelectProps = Omit<SelectProps<number>, 'data' | 'value' | 'onChange'> & {
  value: number | null;
  onChange: (id: number | null) => void;
};

export interface IdOption {
  value: number;
  label: string;
}

/**
 * Picks one record by id among `options`, searchable. `kept`, when the list does not hold it (a
 * driver made inactive, an aircraft deleted since), is offered first so that the value still shows.
 */
export function RecordSelect({
  options,
  kept = null,
  ...props
}: IdSelectProps & { options: readonly IdOption[]; kept?: IdOption | null }) {
  const data = kept && !options.some((option) => option.value === kept.value) ? [kept, ...options] : [...options];
  return <Select<number> data={data} searchable maxDropdownHeight={300} {...props} />;
}
