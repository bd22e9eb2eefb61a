import type { Report, ReportName } from '@/features/reports/types';

/** The receivables report of two clients, as GET /api/reports/receivables answers it in French. */
export function receivablesReport(more: Partial<Report> = {}): Report {
  return {
    name: 'receivables',
    from: '2026-01-15',
    to: '2026-01-15',
    groupBy: null,
    brancheId: null,
    routeId: null,
    asOf: '2026-01-15',
    columns: [
      { key: 'client', label: 'Client', kind: 'text' },
      { key: 'tel', label: 'Téléphone', kind: 'text' },
      { key: 'expeditions', label: 'Expéditions', kind: 'count' },
      { key: 'age0_30', label: '0 à 30 jours', kind: 'money' },
      { key: 'age31_60', label: '31 à 60 jours', kind: 'money' },
      { key: 'age61_90', label: '61 à 90 jours', kind: 'money' },
      { key: 'age90', label: 'Plus de 90 jours', kind: 'money' },
      { key: 'debt', label: 'Dette', kind: 'money' },
      { key: 'oldest', label: 'Plus ancienne', kind: 'date' },
    ],
    rows: [
      { client: 'Neema Mapendo', tel: '0976200001', expeditions: 3, age0_30: 1234.5, age31_60: 0, age61_90: 0, age90: 100, debt: 1334.5, oldest: '2025-09-02' },
      { client: 'Jean-Paul Kabila', tel: '0976200002', expeditions: 1, age0_30: 50, age31_60: 0, age61_90: 0, age90: 0, debt: 50, oldest: '2026-01-10' },
    ],
    totals: { age0_30: 1284.5, age31_60: 0, age61_90: 0, age90: 100, debt: 1384.5 },
    chart: {
      kind: 'stacked',
      index: 'client',
      series: ['age0_30', 'age31_60', 'age61_90', 'age90'],
      data: [
        { client: 'Neema Mapendo', age0_30: 1234.5, age31_60: 0, age61_90: 0, age90: 100 },
        { client: 'Jean-Paul Kabila', age0_30: 50, age31_60: 0, age61_90: 0, age90: 0 },
      ],
    },
    total: 2,
    page: 1,
    per_page: 50,
    ...more,
  };
}

/** A report of `name` with one row per period, `total` rows in all (for the pages). */
export function revenueReport(name: ReportName = 'revenue', more: Partial<Report> = {}): Report {
  return {
    name,
    from: '2026-01-01',
    to: '2026-01-15',
    groupBy: 'day',
    brancheId: null,
    routeId: null,
    asOf: '2026-01-15',
    columns: [
      { key: 'period', label: 'Période', kind: 'date' },
      { key: 'branche', label: 'Agence', kind: 'text' },
      { key: 'route', label: 'Trajet', kind: 'text' },
      { key: 'expeditions', label: 'Expéditions', kind: 'count' },
      { key: 'kg', label: 'Poids (kg)', kind: 'kg' },
      { key: 'billed', label: 'Facturé', kind: 'money' },
      { key: 'paid', label: 'Payé', kind: 'money' },
      { key: 'debt', label: 'Dette', kind: 'money' },
    ],
    rows: [{ period: '2026-01-02', branche: 'Goma', route: 'Goma - Bukavu', expeditions: 3, kg: 12.5, billed: 10, paid: 5, debt: 5 }],
    totals: { expeditions: 3, kg: 12.5, billed: 10, paid: 5, debt: 5 },
    chart: { kind: 'line', index: 'period', series: ['billed', 'paid'], data: [{ period: '2026-01-02', billed: 10, paid: 5 }] },
    total: 1,
    page: 1,
    per_page: 50,
    ...more,
  };
}
