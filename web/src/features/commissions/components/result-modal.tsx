import { Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useManifestDepenses } from '@/features/commissions/api/get-manifest-depenses';
import type { ManifestResult } from '@/features/commissions/types';
import type { CommissionManifest } from '@/features/commissions/utils/rights';
import { ReadingModal } from '@/components/form-modal';
import { QueryContent } from '@/components/query-content';
import { formatMoney, formatPercent } from '@/lib/format';

/** A margin with its sign (`+1 350,00 $`, `-20,00 $`). */
export function signedMoney(dollars: number): string {
  return dollars > 0 ? `+${formatMoney(dollars)}` : formatMoney(dollars);
}

/** A margin's colour: teal for a gain, red for a loss. */
export function marginColor(dollars: number): string | undefined {
  return dollars > 0 ? 'teal.9' : dollars < 0 ? 'red.8' : undefined;
}

/**
 * The result of a manifest (the old client's empty budget modal, made real): its revenue by
 * destination, its commissions and expenses by type, and the margin, in dollars and in %.
 */
export function ResultModal({ manifest, onClose }: { manifest: CommissionManifest | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ReadingModal opened={manifest !== null} onClose={onClose} title={manifest ? t('commissions.result.title', { ref: manifest.ref_manifest }) : ''}>
      {manifest && <ResultContent manifestId={manifest.id} />}
    </ReadingModal>
  );
}

function ResultContent({ manifestId }: { manifestId: number }) {
  const depenses = useManifestDepenses(manifestId);
  return <QueryContent query={depenses}>{(found) => <ResultTables result={found.result} />}</QueryContent>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb={4}>
        {title}
      </Title>
      {children}
    </section>
  );
}

const amountCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

export function ResultTables({ result }: { result: ManifestResult }) {
  const { t } = useTranslation();
  const destinations = result.byDestination ?? [];
  const types = result.byType ?? [];
  return (
    <Stack gap="lg">
      <Section title={t('commissions.result.revenue')}>
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {destinations.length === 0 && result.fares === 0 && (
              <Table.Tr>
                <Table.Td colSpan={2}>
                  <Text size="sm" c="dimmed">
                    {t('commissions.result.noRevenue')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {destinations.map((destination) => (
              <Table.Tr key={destination.destinationId}>
                <Table.Td>{destination.name}</Table.Td>
                <Table.Td style={amountCell}>{formatMoney(destination.revenue)}</Table.Td>
              </Table.Tr>
            ))}
            {result.fares > 0 && (
              <Table.Tr>
                <Table.Td>{t('commissions.result.fares')}</Table.Td>
                <Table.Td style={amountCell}>{formatMoney(result.fares)}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr fw={700}>
              <Table.Td>{t('commissions.result.revenueTotal')}</Table.Td>
              <Table.Td style={amountCell}>{formatMoney(result.revenue)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Section>
      <Section title={t('commissions.result.costs')}>
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {types.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={2}>
                  <Text size="sm" c="dimmed">
                    {t('commissions.result.noCosts')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {types.map((type) => (
              <Table.Tr key={type.typedepenseId}>
                <Table.Td>{type.type}</Table.Td>
                <Table.Td style={amountCell}>{formatMoney(type.amount)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td>{t('commissions.result.commissions')}</Table.Td>
              <Table.Td style={amountCell}>{formatMoney(result.commissions)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('commissions.result.expenses')}</Table.Td>
              <Table.Td style={amountCell}>{formatMoney(result.expenses)}</Table.Td>
            </Table.Tr>
            <Table.Tr fw={700}>
              <Table.Td>{t('commissions.result.costsTotal')}</Table.Td>
              <Table.Td style={amountCell}>{formatMoney(result.commissions + result.expenses)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Section>
      <Section title={t('commissions.result.margin')}>
        <Table verticalSpacing={4}>
          <Table.Tbody>
            <Table.Tr fw={700}>
              <Table.Td>{t('commissions.result.marginAmount')}</Table.Td>
              <Table.Td style={amountCell}>
                <Text span fw={700} c={marginColor(result.margin)}>
                  {signedMoney(result.margin)}
                </Text>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>{t('commissions.result.marginPercent')}</Table.Td>
              <Table.Td style={amountCell}>
                {result.marginPercent === null ? t('commissions.result.noPercent') : formatPercent(result.marginPercent)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Section>
    </Stack>
  );
}
