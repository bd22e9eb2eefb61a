import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParcelCounts } from '@/features/packags/api/get-packag-counts';
import {
  PARCELS_PER_PAGE,
  parcelSearchColumns,
  parcelStages,
  useParcels,
  type Parcel,
  type ParcelSearchColumn,
  type ParcelStage,
} from '@/features/packags/api/get-packags';
import { ExpeditionSlipLink, ParcelLink } from '@/features/packags/components/parcel-links';
import { DataTable, type Column } from '@/components/data-table';
import { PagedQueryContent } from '@/components/list-pager';
import { currentSearch, SearchFields, SearchToggle, type ListSearchState } from '@/components/list-search';
import { CountedTabs, useTabbedListSearch } from '@/components/list-tabs';
import { PageHeader } from '@/components/page-header';
import { formatDate, formatWeight } from '@/lib/format';

const COLUMN_LABELS = {
  ref_packag: 'packags.search.reference',
  'expedition.ref_expedition': 'packags.search.expedition',
  'price.name': 'packags.search.route',
  'expedition.sender.name': 'packags.search.sender',
  'recipient.name': 'packags.search.recipient',
} as const satisfies Record<ParcelSearchColumn, string>;

/** The pieces and kg a parcel has at a stage. */
const atStage = (parcel: Parcel, stage: ParcelStage) =>
  ({
    restant: { quantity: parcel.quantityRestant, weight: parcel.weightRestant },
    waybill: { quantity: parcel.quantityWaybill, weight: parcel.weightWaybill },
    manifeste: { quantity: parcel.quantityManifeste, weight: parcel.weightManifeste },
  })[stage];

/** The cargo list (read-only): parcels in stock, on waybills and shipped, searchable. */
export function PackagsRoute() {
  const { t } = useTranslation();
  const { tab: stage, changeTab, search } = useTabbedListSearch<ParcelStage, ParcelSearchColumn>({
    param: 'etape',
    tabs: parcelStages,
    fallback: 'restant',
    defaultColumn: 'ref_packag',
  });
  const counts = useParcelCounts(currentSearch(search));
  const columns = parcelSearchColumns.map((value) => ({ value, label: t(COLUMN_LABELS[value]) }));

  return (
    <Stack>
      <PageHeader
        title={t('packags.title')}
        subtitle={t('packags.subtitle')}
        actions={<SearchToggle open={search.open} onToggle={search.toggle} />}
      />
      <SearchFields state={search} columns={columns} />
      <CountedTabs
        value={stage}
        tabs={parcelStages}
        onChange={changeTab}
        counts={counts.data}
        search={currentSearch(search)}
        label={(value) => t(`packags.tabs.${value}`)}
        countedLabel={(label, count) => t('packags.tab', { stage: label, count })}
      >
        <ParcelList stage={stage} search={search} />
      </CountedTabs>
    </Stack>
  );
}

function ParcelList({ stage, search }: { stage: ParcelStage; search: ListSearchState<ParcelSearchColumn> }) {
  const { t } = useTranslation();
  const { page, setPage } = search;
  const searched = currentSearch(search);
  const parcels = useParcels({ stage, page, search: searched });

  const columns: Column<Parcel>[] = [
    {
      key: 'num',
      header: t('packags.table.num'),
      width: 56,
      render: (_, index) => (page - 1) * PARCELS_PER_PAGE + index + 1,
    },
    { key: 'ref', header: t('packags.table.ref'), render: (parcel) => <ParcelLink id={parcel.id} reference={parcel.ref_packag} /> },
    {
      key: 'expedition',
      header: t('packags.table.expedition'),
      render: (parcel) => <ExpeditionSlipLink id={parcel.expedition.id} reference={parcel.expedition.ref_expedition} />,
    },
    { key: 'route', header: t('packags.table.route'), render: (parcel) => parcel.price.name },
    { key: 'sender', header: t('packags.table.sender'), render: (parcel) => parcel.expedition.sender.name },
    {
      key: 'recipient',
      header: t('packags.table.recipient'),
      render: (parcel) => (
        <>
          <Text inherit>{parcel.recipient.name}</Text>
          {parcel.recipient.tel && (
            <Text size="xs" c="dimmed">
              {parcel.recipient.tel}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'quantity',
      header: t('packags.table.quantity'),
      render: (parcel) => t('packags.table.ofEntry', { count: atStage(parcel, stage).quantity, entry: parcel.quantityEntry }),
    },
    {
      key: 'weight',
      header: t('packags.table.weight'),
      render: (parcel) => <span style={{ whiteSpace: 'nowrap' }}>{formatWeight(atStage(parcel, stage).weight)}</span>,
    },
    { key: 'date', header: t('packags.table.date'), render: (parcel) => formatDate(parcel.createdAt) },
  ];

  return (
    <PagedQueryContent
      query={parcels}
      page={page}
      onPageChange={setPage}
      emptyText={searched ? t('packags.noMatch') : t(`packags.empty.${stage}`)}
    >
      {(found) => <DataTable columns={columns} rows={found.items} rowKey={(parcel) => parcel.id} minWidth={960} />}
    </PagedQueryContent>
  );
}
