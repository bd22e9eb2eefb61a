import { Select, Stack, Text, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManifestOption } from '@/features/depenses/types';
import { useBeneficiaries, type BeneficiaryOption } from '@/lib/shared-api/get-beneficiaries';
import { useManifestOptions } from '@/lib/shared-api/get-manifest-options';

const SEARCH_DELAY_MS = 300;

/** How many manifests the picker offers at once: typing narrows them. */
const OPTIONS_SHOWN = 20;

type PickerProps = Omit<SelectProps<number>, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  value: number | null;
  onChange: (id: number | null) => void;
};

/** How a person reads in the picker: their name, and their phone to tell namesakes apart. */
export function personLabel({ name, tel }: Pick<BeneficiaryOption, 'name' | 'tel'>): string {
  return tel ? `${name} · ${tel}` : name;
}

/**
 * Picks anyone but the super user (the server never lists them), searched by name on the server.
 * `known` is the person already chosen (an expense being edited), so that its name shows. Disabled,
 * it asks the server nothing.
 */
export function PersonPicker({ value, onChange, known, ...props }: PickerProps & { known: BeneficiaryOption | null }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<BeneficiaryOption | null>(known);
  const [typed] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  // Once a person is picked the box shows their label: that is no search.
  const people = useBeneficiaries(picked && typed === personLabel(picked) ? '' : typed, { enabled: !props.disabled });
  const found = people.data?.items ?? [];
  const options = picked && !found.some((person) => person.id === picked.id) ? [picked, ...found] : found;
  return (
    <Select<number>
      data={options.map((person) => ({ value: person.id, label: personLabel(person) }))}
      value={value}
      onChange={(id) => {
        setPicked(options.find((person) => person.id === id) ?? null);
        onChange(id);
      }}
      searchable
      searchValue={text}
      onSearchChange={setText}
      // The server has filtered already.
      filter={({ options: shown }) => shown}
      nothingFoundMessage={people.isFetching ? t('common.loading') : people.isError ? people.error.message : t('depenses.form.nobody')}
      clearable
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}

/** Picks a manifest by its reference (the newest first when nothing is typed), any status. */
export function ManifestPicker({ value, onChange, known, ...props }: PickerProps & { known: Pick<ManifestOption, 'id' | 'ref_manifest'> | null }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Pick<ManifestOption, 'id' | 'ref_manifest'> | null>(known);
  const [typed] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const reference = picked && typed === picked.ref_manifest ? '' : typed;
  const manifests = useManifestOptions(
    { column: reference ? 'ref_manifest' : undefined, q: reference || undefined, perPage: OPTIONS_SHOWN },
    { enabled: !props.disabled, keepPrevious: true },
  );
  const found = manifests.data ?? [];
  const options: Pick<ManifestOption, 'id' | 'ref_manifest'>[] =
    picked && !found.some((manifest) => manifest.id === picked.id) ? [picked, ...found] : found;
  return (
    <Select<number>
      data={options.map((manifest) => ({ value: manifest.id, label: manifest.ref_manifest }))}
      value={value}
      onChange={(id) => {
        setPicked(options.find((manifest) => manifest.id === id) ?? null);
        onChange(id);
      }}
      searchable
      searchValue={text}
      onSearchChange={setText}
      filter={({ options: shown }) => shown}
      renderOption={({ option }) => {
        const manifest = found.find((candidate) => candidate.id === option.value);
        if (!manifest) return option.label;
        return (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {manifest.ref_manifest}
            </Text>
            <Text size="xs" c="dimmed">
              {t('depenses.form.manifestOption', {
                destination: manifest.manifest_destination.name,
                plane: manifest.plane.ref,
              })}
            </Text>
          </Stack>
        );
      }}
      nothingFoundMessage={manifests.isFetching ? t('common.loading') : manifests.isError ? manifests.error.message : t('depenses.form.noManifest')}
      clearable
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
