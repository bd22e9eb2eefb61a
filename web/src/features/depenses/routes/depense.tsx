import { Anchor, Badge, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDepense, type DepenseDetail } from '@/features/depenses/api/get-depense';
import { confirmCancelExpense } from '@/features/depenses/components/cancel-expense';
import { CancelledBadge, DepenseAmount } from '@/features/depenses/components/depense-state';
import { ExpenseModal } from '@/features/depenses/components/expense-modal';
import type { Depense, ManifestResult } from '@/features/depenses/types';
import { DataTable, type Column } from '@/components/data-table';
import { RecordPage } from '@/components/record-page';
import { formatDate, formatDecimal, formatMoney } from '@/lib/format';
import i18n from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { usePermissions } from '@/lib/permissions';
import { useCancelDepense } from '@/lib/shared-api/cancel-depense';

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** `21/11/2026 08:05`, in the browser's time zone. */
function formatDateTime(value: string): string {
  return `${formatDate(value)} ${timeFormat.format(new Date(value))}`;
}

/** /depenses/:id: an expense, a commission share or a commission (with its shares), and who recorded it when. */
export function DepenseRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const depense = useDepense(Number(id));
  const found = depense.data;
  return (
    <RecordPage
      query={depense}
      back={{ to: paths.depenses, label: t('depenses.detail.back') }}
      notFound={{ title: t('depenses.detail.notFoundTitle'), text: t('depenses.detail.notFound') }}
      title={found ? t('depenses.detail.title', { kind: t(`depenses.kind.${found.kind}`), ref: found.ref_depense }) : t('depenses.detail.loadingTitle')}
      subtitle={found?.typedepense.type}
      actions={found && <DetailActions depense={found} />}
    >
      {(shown) => <DepenseDetails depense={shown} />}
    </RecordPage>
  );
}

/** Edit and cancel an expense in force (by permission); a commission and its shares change on their manifest. */
function DetailActions({ depense }: { depense: DepenseDetail }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const cancel = useCancelDepense({ toast: 'success' });
  const [editing, setEditing] = useState(false);
  if (depense.cancelledAt !== null) return null;
  const ref = depense.ref_depense;
  if (depense.kind !== 'expense') {
    if (!depense.manifeste || !(can('modifier depense') || can('supprimer depense') || can('ajouter depense'))) return null;
    return (
      <Button component={Link} to={paths.manifest(depense.manifeste.id)} variant="light">
        {t('depenses.actions.onManifest')}
      </Button>
    );
  }
  return (
    <>
      {can('modifier depense') && (
        <Button variant="light" onClick={() => setEditing(true)} aria-label={t('depenses.actions.editLabel', { ref })}>
          {t('depenses.actions.edit')}
        </Button>
      )}
      {can('supprimer depense') && (
        <Button
          variant="light"
          color="red"
          loading={cancel.isPending}
          disabled={cancel.isPending}
          onClick={() => confirmCancelExpense(depense, () => cancel.mutate(depense.id))}
          aria-label={t('depenses.actions.cancelLabel', { ref })}
        >
          {t('depenses.actions.cancel')}
        </Button>
      )}
      <ExpenseModal opened={editing} onClose={() => setEditing(false)} depense={depense} />
    </>
  );
}

/** A manifest's status in words ('en cours', 'arrivé'), as the server names it when unknown here. */
function manifestStatus(status: string): string {
  return status === 'EnCours' || status === 'Arriver' ? i18n.t(`depenses.detail.statuses.${status}`) : status;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function DepenseDetails({ depense }: { depense: DepenseDetail }) {
  const { t } = useTranslation();
  const none = t('depenses.detail.none');
  const commission = depense.kind === 'commission';
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('depenses.detail.summary')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <Field label={t('depenses.detail.kind')}>{t(`depenses.kind.${depense.kind}`)}</Field>
          <Field label={t('depenses.detail.type')}>{depense.typedepense.type}</Field>
          <Field label={commission ? t('depenses.detail.total') : t('depenses.detail.amount')}>
            <DepenseAmount depense={depense} />
          </Field>
          {commission && (
            <>
              <Field label={t('depenses.detail.allotted')}>{formatMoney(depense.allotted ?? 0)}</Field>
              <Field label={t('depenses.detail.remaining')}>{formatMoney(depense.remaining ?? 0)}</Field>
            </>
          )}
          {depense.depense && (
            <Field label={t('depenses.detail.commission')}>
              <Anchor component={Link} to={paths.depense(depense.depense.id)} inherit>
                {t('depenses.detail.commissionOf', { ref: depense.depense.ref_depense, total: formatMoney(depense.depense.mountT) })}
              </Anchor>
            </Field>
          )}
          <Field label={t('depenses.detail.date')}>{formatDate(depense.date)}</Field>
          <Field label={t('depenses.detail.branch')}>{depense.branche.name}</Field>
          <Field label={t('depenses.detail.beneficiary')}>
            {depense.beneficer ? (
              <Anchor component={Link} to={paths.profileOf(depense.beneficer.id)} inherit>
                {depense.beneficer.name}
              </Anchor>
            ) : (
              none
            )}
          </Field>
          <Field label={t('depenses.detail.manifest')}>
            {depense.manifeste ? (
              <Anchor component={Link} to={paths.manifest(depense.manifeste.id)} inherit>
                {t('depenses.detail.manifestStatus', { ref: depense.manifeste.ref_manifest, status: manifestStatus(depense.manifeste.status) })}
              </Anchor>
            ) : (
              none
            )}
          </Field>
          <Field label={t('depenses.detail.user')}>{depense.user.name}</Field>
          <Field label={t('depenses.detail.createdAt')}>{formatDateTime(depense.createdAt)}</Field>
          <Field label={t('depenses.detail.updatedAt')}>{formatDateTime(depense.updatedAt)}</Field>
          <Field label={t('depenses.detail.state')}>
            {depense.cancelledAt === null ? (
              <Badge color="green" variant="light">
                {t('depenses.detail.inForce')}
              </Badge>
            ) : (
              <CancelledBadge cancelledAt={depense.cancelledAt} />
            )}
          </Field>
        </SimpleGrid>
        <Stack gap={2} mt="sm">
          <Text size="xs" c="dimmed" fw={600}>
            {t('depenses.detail.description')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {depense.description || none}
          </Text>
        </Stack>
      </Paper>
      {commission && <Shares shares={depense.shares ?? []} />}
      {depense.result && <Result result={depense.result} />}
    </Stack>
  );
}

/** A commission's shares in force, oldest first. */
function Shares({ shares }: { shares: Depense[] }) {
  const { t } = useTranslation();
  const columns: Column<Depense>[] = [
    { key: 'num', header: t('depenses.table.num'), width: 56, render: (_, index) => index + 1 },
    {
      key: 'ref',
      header: t('depenses.table.ref'),
      render: (share) => (
        <Anchor component={Link} to={paths.depense(share.id)} inherit fw={600} style={{ whiteSpace: 'nowrap' }}>
          {share.ref_depense}
        </Anchor>
      ),
    },
    {
      key: 'beneficiary',
      header: t('depenses.table.beneficiary'),
      render: (share) =>
        share.beneficer ? (
          <Anchor component={Link} to={paths.profileOf(share.beneficer.id)} inherit>
            {share.beneficer.name}
          </Anchor>
        ) : null,
    },
    { key: 'amount', header: t('depenses.table.amount'), render: (share) => <DepenseAmount depense={share} /> },
    { key: 'description', header: t('depenses.table.description'), render: (share) => share.description ?? '' },
    { key: 'date', header: t('depenses.table.date'), render: (share) => formatDate(share.date) },
  ];
  return (
    <Stack gap="xs" component="section" aria-label={t('depenses.detail.shares')}>
      <Title order={2} size="h4">
        {t('depenses.detail.shares')}
      </Title>
      {shares.length === 0 ? (
        <Text c="dimmed">{t('depenses.detail.noShares')}</Text>
      ) : (
        <DataTable columns={columns} rows={shares} rowKey={(share) => share.id} minWidth={640} />
      )}
    </Stack>
  );
}

/** The manifest's revenue, what its commissions and expenses cost, and the margin. */
function Result({ result }: { result: ManifestResult }) {
  const { t } = useTranslation();
  const margin =
    result.marginPercent === null
      ? formatMoney(result.margin)
      : t('depenses.detail.marginPercent', { margin: formatMoney(result.margin), percent: formatDecimal(result.marginPercent) });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('depenses.detail.result')}>
      <Title order={2} size="h4" mb="sm">
        {t('depenses.detail.result')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Field label={t('depenses.detail.revenue')}>{formatMoney(result.revenue)}</Field>
        <Field label={t('depenses.detail.commissions')}>{formatMoney(result.commissions)}</Field>
        <Field label={t('depenses.detail.expenses')}>{formatMoney(result.expenses)}</Field>
        <Field label={t('depenses.detail.margin')}>
          <Text inherit fw={700} c={result.margin < 0 ? 'red.8' : undefined}>
            {margin}
          </Text>
        </Field>
      </SimpleGrid>
    </Paper>
  );
}
