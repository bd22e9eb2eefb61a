import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useExpedition, type ExpeditionDetail } from '@/features/expeditions/api/get-expedition';
import { ParcelLabel, type LabelFacts } from '@/features/packags/components/parcel-label';
import { PageHeader } from '@/components/page-header';
import { PrintButton } from '@/components/print/print-button';
import { PrintSheet } from '@/components/print/print-sheet';
import { QueryContent } from '@/components/query-content';
import { paths } from '@/lib/paths';

/** What each parcel's label prints, from the expedition's detail (one request for all of them). */
export function labelsOf(expedition: ExpeditionDetail): LabelFacts[] {
  return expedition.packags.map((packag) => ({
    ref_packag: packag.ref_packag,
    quantityEntry: packag.quantityEntry,
    weightEntry: packag.weightEntry,
    unitWeight: packag.unitWeight,
    description: packag.description,
    createdAt: packag.createdAt,
    packagdetails: packag.packagdetails,
    expedition_origin: expedition.expedition_origin,
    recipient: packag.recipient,
    expedition: {
      ref_expedition: expedition.ref_expedition,
      sender: expedition.sender,
      expedition_user: expedition.expedition_user,
    },
    price: expedition.route,
  }));
}

/** Every label of an expedition, one A5 page each, printed at once ('Étiquettes'). */
export function ExpeditionLabelsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const expedition = useExpedition(Number(id));
  const ref = expedition.data?.ref_expedition ?? '';

  return (
    <Stack>
      <Anchor component={Link} to={paths.expeditions} size="sm" className="print-hide">
        ← {t('expeditions.sheet.back')}
      </Anchor>
      <PageHeader
        title={ref ? t('expeditions.labels.title', { ref }) : t('expeditions.labels.titleLoading')}
        subtitle={expedition.data ? t('expeditions.labels.subtitle', { count: expedition.data.packags.length }) : undefined}
        actions={
          expedition.data && (
            <Group gap="xs">
              <Button component={Link} to={paths.expeditionSlip(Number(id))} variant="default" className="print-hide">
                {t('expeditions.actions.slip')}
              </Button>
              <PrintButton label={t('expeditions.labels.print', { count: expedition.data.packags.length })} />
            </Group>
          )
        }
      />
      <QueryContent query={expedition}>
        {(found) => (
          <Stack gap="lg">
            {labelsOf(found).map((label) => (
              <PrintSheet key={label.ref_packag} size="A5">
                <ParcelLabel parcel={label} />
              </PrintSheet>
            ))}
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
