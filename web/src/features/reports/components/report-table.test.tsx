import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportTable } from '@/features/reports/components/report-table';
import { receivablesReport } from '@/features/reports/testing';
import { renderWithProviders } from '@/testing/render-app';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('a report table', () => {
  it("writes each value as its column's kind says, numbers to the right, and the totals last", () => {
    renderWithProviders(<ReportTable report={receivablesReport()} label="Créances par client" />);

    const table = screen.getByRole('table', { name: 'Créances par client' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Client', 'Téléphone', 'Expéditions', '0 à 30 jours', '31 à 60 jours', '61 à 90 jours', 'Plus de 90 jours', 'Dette', 'Plus ancienne',
    ]);
    expect(within(rows[1]).getAllByRole('cell').map((td) => plain(td.textContent))).toEqual([
      'Neema Mapendo', '0976200001', '3', '1 234,50 $', '0,00 $', '0,00 $', '100,00 $', '1 334,50 $', '02/09/2025',
    ]);
    expect(within(rows[3]).getAllByRole('cell').map((td) => plain(td.textContent))).toEqual([
      'Total', '', '', '1 284,50 $', '0,00 $', '0,00 $', '100,00 $', '1 384,50 $', '',
    ]);
    const [client, , count] = within(rows[1]).getAllByRole('cell');
    expect(count).toHaveStyle({ textAlign: 'right' });
    expect(client).toHaveStyle({ textAlign: 'left' });
    // Its frame scrolls sideways on a phone, and a keyboard can scroll it.
    expect(screen.getByRole('region', { name: 'Créances par client' })).toHaveAttribute('tabindex', '0');
  });

  it('shows no totals line when the report has none, and a dash for a value missing', () => {
    renderWithProviders(
      <ReportTable
        report={{
          columns: [
            { key: 'ref', label: 'Référence', kind: 'text' },
            { key: 'marginPercent', label: 'Marge (%)', kind: 'percent' },
          ],
          rows: [
            { ref: 'MAN-000012', marginPercent: 12.5 },
            { ref: 'MAN-000013', marginPercent: null },
          ],
          totals: {},
          page: 1,
          per_page: 50,
        }}
        label="Résultat par manifeste"
      />,
    );
    const rows = screen.getAllByRole('row').map((row) => plain(row.textContent));
    expect(rows).toEqual(['RéférenceMarge (%)', 'MAN-00001212,5 %', 'MAN-000013—']);
  });
});
