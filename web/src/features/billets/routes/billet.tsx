import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useBillet } from '@/features/billets/api/get-billet';
import { BilletButtons } from '@/features/billets/components/billet-actions';
import { BilletFormModal } from '@/features/billets/components/billet-form-modal';
import { BilletPaymentModal } from '@/features/billets/components/billet-payment-modal';
import { BilletStatusBadge } from '@/features/billets/components/billet-status-badge';
import { baggageOf, DueLine } from '@/features/billets/components/billets-table';
import type { BilletDetail } from '@/features/billets/types';
import { flightDate, flightRoute, seatOf } from '@/features/billets/utils';
import { Fact } from '@/components/fact';
import { RecordPage } from '@/components/record-page';
import { formatDate, formatMoney, formatWeight } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';

/** What the page shows under the ticket: its payments (the invoices feature's, composed by the app). */
export type BilletExtra = (billet: BilletDetail) => ReactNode;

/** A ticket's page, /billets/:id: the passenger, the flight, the fare and its payments, and what may be done to it. */
export function BilletRoute({ below }: { below?: BilletExtra } = {}) {
  const { t } = useTranslation();
  const { id } = useParams();
  const billet = useBillet(Number(id));
  const ref = billet.data?.ref_billet;
  return (
    <RecordPage
      query={billet}
      back={{ to: paths.billets, label: t('billets.detail.back') }}
      notFound={{ title: t('billets.detail.notFoundTitle'), text: t('billets.detail.notFound') }}
      title={ref ? t('billets.detail.title', { ref }) : t('billets.detail.loadingTitle')}
      actions={
        billet.data && (
          <Button component={Link} to={paths.billetPrint(billet.data.id)}>
            {t('billets.detail.print')}
          </Button>
        )
      }
    >
      {(found) => (
        <Stack gap="xl">
          <BilletCard billet={found} />
          {below?.(found)}
        </Stack>
      )}
    </RecordPage>
  );
}

function BilletCard({ billet }: { billet: BilletDetail }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState(false);
  const { manifest } = billet;
  return (
    <Paper component="article" aria-label={billet.ref_billet} withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} size="h3">
                {billet.name}
              </Title>
              <BilletStatusBadge status={billet.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('billets.detail.sold', { date: formatDate(billet.createdAt), name: billet.creator.name })}
            </Text>
          </Stack>
          <BilletButtons billet={billet} onEdit={() => setEditing(true)} onPay={() => setPaying(true)} onDeleted={() => void navigate(paths.billets)} />
        </Group>
        <section aria-label={t('billets.detail.passenger')}>
          <Title order={3} size="h5" mb={6}>
            {t('billets.detail.passenger')}
          </Title>
          <SimpleGrid component="dl" m={0} cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm">
            <Fact strong label={t('billets.form.tel')}>{billet.tel}</Fact>
            <Fact strong label={t('billets.form.document')}>{billet.document}</Fact>
            <Fact strong label={t('billets.form.type')}>{t(`billets.type.${billet.type}`)}</Fact>
            <Fact strong label={t('billets.form.seat')}>{seatOf(billet)}</Fact>
            <Fact strong label={t('billets.form.weight')}>
              {formatWeight(billet.weight)}
              {billet.weightDeclared === null && (
                <Text span display="block" size="xs" c="dimmed">
                  {t('billets.detail.standardMass')}
                </Text>
              )}
            </Fact>
            <Fact strong label={t('billets.detail.baggage')}>{baggageOf(billet)}</Fact>
          </SimpleGrid>
        </section>
        <section aria-label={t('billets.detail.flight')}>
          <Title order={3} size="h5" mb={6}>
            {t('billets.detail.flight')}
          </Title>
          <SimpleGrid component="dl" m={0} cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm">
            <Fact strong label={t('billets.detail.manifest')}>
              {can('afficher manifeste') ? (
                <Anchor component={Link} to={paths.manifest(manifest.id)} inherit>
                  {manifest.ref_manifest}
                </Anchor>
              ) : (
                manifest.ref_manifest
              )}
            </Fact>
            <Fact strong label={t('billets.detail.route')}>{flightRoute(manifest)}</Fact>
            <Fact strong label={t('billets.detail.date')}>{flightDate(manifest)}</Fact>
            <Fact strong label={t('billets.detail.plane')}>{manifest.planeRef}</Fact>
          </SimpleGrid>
        </section>
        <section aria-label={t('billets.detail.money')}>
          <Title order={3} size="h5" mb={6}>
            {t('billets.detail.money')}
          </Title>
          <SimpleGrid component="dl" m={0} cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm">
            <Fact strong label={t('billets.detail.fare')}>{formatMoney(billet.fare)}</Fact>
            <Fact strong label={t('billets.detail.paid')}>{formatMoney(billet.paid)}</Fact>
            <Fact strong label={t('billets.detail.due')}>
              {billet.due > 0 ? (
                <Text span inherit c="orange.8" fw={700}>
                  {formatMoney(billet.due)}
                </Text>
              ) : (
                <DueLine billet={billet} />
              )}
            </Fact>
          </SimpleGrid>
        </section>
      </Stack>
      <BilletFormModal opened={editing} onClose={() => setEditing(false)} billet={billet} />
      <BilletPaymentModal opened={paying} onClose={() => setPaying(false)} billet={billet} />
    </Paper>
  );
}
