import { SimpleGrid } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AircraftField } from '@/components/aircraft-select';
import { IdSelectField, WholeNumberField } from '@/components/form-fields';
import { dispositionKey, dispositions } from '@/lib/airworthiness';
import type { WholeValue } from '@/lib/whole-number';

interface PlacementValues {
  planeId: number | null;
  disposition: number | null;
  number: WholeValue;
}

/**
 * Where a component goes, inside a form holding these three fields: an aircraft, a position
 * (Centre, Gauche, Droite) and a number. `required` marks them all (installing); otherwise they are
 * needed only once an aircraft is chosen (a new component may be stored uninstalled).
 */
export function PlacementFields({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<PlacementValues>();
  const planeId = useWatch({ control, name: 'planeId' });
  const placed = required || planeId !== null;
  const positions = dispositions.map((disposition) => ({ value: disposition, label: t(dispositionKey(disposition)) }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      <AircraftField
        control={control}
        name="planeId"
        label={t('composants.fields.plane')}
        placeholder={required ? undefined : t('composants.form.notInstalled')}
        withAsterisk={required}
        clearable={!required}
      />
      <IdSelectField
        control={control}
        name="disposition"
        label={t('composants.fields.disposition')}
        withAsterisk={placed}
        disabled={!placed}
        data={positions}
        comboboxProps={{ withinPortal: true }}
      />
      <WholeNumberField
        control={control}
        name="number"
        label={t('composants.fields.number')}
        withAsterisk={placed}
        disabled={!placed}
      />
    </SimpleGrid>
  );
}
