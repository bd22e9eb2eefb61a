import { Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpenManifest } from '@/features/billets/types';
import { useManifestOptions } from '@/lib/shared-api/get-manifest-options';
import type { BilletManifest } from '@/features/billets/types';
import { flightDate, flightRoute } from '@/features/billets/utils';
import { formatCount, formatWeight } from '@/lib/format';

/** A manifest in preparation as a flight: `Goma → Bunia` between its branches. */
function routeOf(manifest: OpenManifest): string {
  const origin = manifest.manifest_origin;
  return flightRoute({
    origin: { id: origin?.id ?? 0, name: origin?.name ?? '—', city: origin?.city ?? null },
    destination: { id: manifest.manifest_destination.id, name: manifest.manifest_destination.name, city: manifest.manifest_destination.city ?? null },
  });
}

/** What is left on a flight: seats (when the aircraft says how many) and payload (when it has a maximum). */
export function useRoomLeft() {
  const { t } = useTranslation();
  return (manifest: Pick<OpenManifest, 'seatsLeft' | 'payloadLeft'>): string => {
    const parts = [
      manifest.seatsLeft === null ? null : t('billets.picker.seatsLeft', { count: manifest.seatsLeft, shown: formatCount(manifest.seatsLeft) }),
      manifest.payloadLeft === null ? null : t('billets.picker.payloadLeft', { kg: formatWeight(manifest.payloadLeft) }),
    ].filter((part) => part !== null);
    return parts.length > 0 ? parts.join(' · ') : t('billets.picker.unlimited');
  };
}

/**
 * 'Vol': the manifests in preparation, each with its route, its day, and the seats and payload it
 * has left. The ticket's own flight (`current`) stays offered when it is no longer in preparation.
 */
export function ManifestPicker({
  value,
  onChange,
  onBlur,
  error,
  current,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  onBlur: () => void;
  error?: string;
  current: BilletManifest | null;
}) {
  const { t } = useTranslation();
  // A ticket is sold on a manifest in preparation; an agency prepares a handful of flights at a time.
  const manifests = useManifestOptions({ status: 'EnCours', perPage: 100 });
  const roomLeft = useRoomLeft();
  const found = manifests.data ?? [];
  const options = found.map((manifest) => ({ value: manifest.id, label: `${manifest.ref_manifest} · ${routeOf(manifest)}` }));
  if (current && !found.some((manifest) => manifest.id === current.id)) {
    options.unshift({ value: current.id, label: `${current.ref_manifest} · ${flightRoute(current)}` });
  }
  const chosen = found.find((manifest) => manifest.id === value);
  const nothingFound = manifests.isPending
    ? t('common.loading')
    : manifests.isError
      ? manifests.error.message
      : t('billets.picker.none');

  return (
    <Select<number>
      label={t('billets.form.manifest')}
      withAsterisk
      placeholder={t('billets.picker.placeholder')}
      data={options}
      value={value}
      onChange={(id) => onChange(id)}
      onBlur={onBlur}
      searchable
      nothingFoundMessage={nothingFound}
      renderOption={({ option }) => {
        const manifest = found.find((candidate) => candidate.id === option.value);
        if (!manifest) return option.label;
        return (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {manifest.ref_manifest} · {routeOf(manifest)}
            </Text>
            <Text size="xs" c="dimmed">
              {flightDate(manifest)} · {manifest.plane.ref} · {roomLeft(manifest)}
            </Text>
          </Stack>
        );
      }}
      description={chosen ? `${flightDate(chosen)} · ${chosen.plane.ref} · ${roomLeft(chosen)}` : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      error={error}
      data-autofocus
    />
  );
}
