import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManifestOption } from '@/features/depenses/types';
import { SearchSelect, useSearchText, type SearchSelectProps } from '@/components/search-select';
import { useBeneficiaries, type BeneficiaryOption } from '@/lib/shared-api/get-beneficiaries';
import { useManifestOptions } from '@/lib/shared-api/get-manifest-options';

/** How many manifests the picker offers at once: typing narrows them. */
const OPTIONS_SHOWN = 20;

type PickerProps = Omit<SearchSelectProps<unknown>, 'onChange'> & {
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
export function PersonPicker({ onChange, known, ...props }: PickerProps & { known: BeneficiaryOption | null }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<BeneficiaryOption | null>(known);
  const search = useSearchText(picked && personLabel(picked));
  const people = useBeneficiaries(search.q, { enabled: !props.disabled });
  return (
    <SearchSelect
      found={people.data?.items ?? []}
      kept={picked}
      labelOf={personLabel}
      search={search}
      query={people}
      empty={t('depenses.form.nobody')}
      onChange={(id, person) => {
        setPicked(person);
        onChange(id);
      }}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}

/** Picks a manifest by its reference (the newest first when nothing is typed), any status. */
export function ManifestPicker({ onChange, known, ...props }: PickerProps & { known: Pick<ManifestOption, 'id' | 'ref_manifest'> | null }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Pick<ManifestOption, 'id' | 'ref_manifest'> | null>(known);
  const search = useSearchText(picked && picked.ref_manifest);
  const manifests = useManifestOptions(
    { column: search.q ? 'ref_manifest' : undefined, q: search.q || undefined, perPage: OPTIONS_SHOWN },
    { enabled: !props.disabled, keepPrevious: true },
  );
  const found = manifests.data ?? [];
  return (
    <SearchSelect
      found={found}
      kept={picked}
      labelOf={(manifest) => manifest.ref_manifest}
      search={search}
      query={manifests}
      empty={t('depenses.form.noManifest')}
      onChange={(id, manifest) => {
        setPicked(manifest);
        onChange(id);
      }}
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
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
