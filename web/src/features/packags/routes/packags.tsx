import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
import { ListPager } from '@/components/list-pager';
import { SearchFields, SearchToggle, useListSearch, type ListSearchState } from '@/components/list-search';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { formatDate, formatWeight } from '@/lib/format';

const TAB_PARAM = 'etape';
const COLUMN_LABELS = {
  ref_packag: 'packags.search.reference',
  'expedition.ref_expedition': 'packags.search.expedition',
  'price.name': 'packags.search.route',
  'expedition.sender.name': 'packags.search.sender',
  'recipient.name': 'packags.search.recipient',
} as const satisfies Record<ParcelSearchColumn, string>;
const DEFAULT_COLUMN: ParcelSearchColumn = 'ref_packag';

/** The pieces and kg a parcel has at a stage. */
const atStage = (parcel: Parcel, stage: ParcelStage) =>
  ({
    restant: { quantity: parcel.quantityRestant, weight: parcel.weightRestant },
    waybill: { quantity: parcel.quantityWaybill, weight: parcel.weightWaybill },
    manifeste: { quantity: parcel.quantityManifeste, weight: parcel.weightManifeste },
  })[stage];

const isStage = (value: string | null): value is ParcelStage => parcelStages.some((stage) => stage === value);

/** The cargo list (read-only): parcels in stock, on waybills and shipped, searchable. */
export function PackagsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const stage: ParcelStage = isStage(requested) ? requested : 'restant';
  const counts = useParcelCounts();
  const search = useListSearch<ParcelSearchColumn>(DEFAULT_COLUMN, stage);
  const columns = parcelSearchColumns.map((value) => ({ value, label: t(COLUMN_LABELS[value]) }));

  const changeTab = (value: string | null) => {
    if (!isStage(value) || value === stage) return;
    setParams({ [TAB_PARAM]: value }, { replace: true });
    // A new tab starts from its first page and without the previous tab's search.
    search.setText('');
    search.setColumn(DEFAULT_COLUMN);
  };

  return (
    <Stack>
      <PageHeader
        title={t('packags.title')}
        subtitle={t('packags.subtitle')}
        actions={<SearchToggle open={search.open} onToggle={search.toggle} />}
      />
      <SearchFields state={search} columns={columns} />
      <Tabs value={stage} onChange={changeTab}>
        <Tabs.List mb="md">
          {parcelStages.map((value) => {
            const count = counts.data?.find((row) => row.status === value)?.count;
            return (
              <Tabs.Tab key={value} value={value}>
                {count === undefined ? t(`packags.tabs.${value}`) : t('packags.tab', { stage: t(`packags.tabs.${value}`), count })}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value={stage}>
          <ParcelList stage={stage} search={search} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function ParcelList({ stage, search }: { stage: ParcelStage; search: ListSearchState<ParcelSearchColumn> }) {
  const { t } = useTranslation();
  const { page, setPage } = search;
  const parcels = useParcels({ stage, page, search: search.search });

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
    <QueryContent
      query={parcels}
      isEmpty={(found) => found.total === 0}
      emptyText={search.search ? t('packags.noMatch') : t(`packags.empty.${stage}`)}
    >
      {(found) => (
        <Stack>
          <DataTable columns={columns} rows={found.items} rowKey={(parcel) => parcel.id} minWidth={960} />
          <ListPager total={found.total} perPage={found.per_page} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryContent>
  );
}
