import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLANES_PER_PAGE, planeSearchColumns, planesQueryOptions } from '@/features/planes/api/get-planes';
import { PlaneCard } from '@/features/planes/components/plane-card';
import { PlaneModal } from '@/features/planes/components/plane-modal';
import { RecordListScreen } from '@/components/record-list-screen';

/** Avions: the fleet as cards, searchable by registration, series or manufacturer. */
export function PlanesRoute() {
  const { t } = useTranslation();
  return (
    <RecordListScreen
      title={t('planes.title')}
      subtitle={t('planes.subtitle')}
      searchColumns={planeSearchColumns}
      searchLabel={(column) => t(`planes.search.${column}`)}
      queryOptions={({ page, search }) => planesQueryOptions({ page, search })}
      perPage={PLANES_PER_PAGE}
      emptyText={t('planes.empty')}
      noMatchText={t('planes.noMatch')}
      create={{
        permission: 'ajouter avion',
        label: t('planes.new'),
        form: ({ opened, onClose }) => <PlaneModal opened={opened} onClose={onClose} plane={null} />,
      }}
    >
      {(planes) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {planes.map((plane) => (
            <PlaneCard key={plane.id} plane={plane} />
          ))}
        </SimpleGrid>
      )}
    </RecordListScreen>
  );
}
