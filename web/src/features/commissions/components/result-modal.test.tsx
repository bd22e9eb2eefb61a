import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultModal } from '@/features/commissions/components/result-modal';
import { manifestDepenses, result, fullCommission } from '@/features/commissions/testing';
import type { CommissionManifest } from '@/features/commissions/utils/rights';
import i18n from '@/lib/i18n';
import { sessionWith } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';

const manifest: CommissionManifest = { id: 4, ref_manifest: 'MAN-000004', status: 'EnCours', originId: 1, destinationId: 3 };

/** A row's text, its no-break spaces as ordinary ones. */
const rowsOf = (scope: HTMLElement) => within(scope).getAllByRole('row').map((row) => row.textContent?.replace(/[\u00a0\u202f]/g, ' '));

const section = (modal: HTMLElement, name: string) => within(modal).getByRole('region', { name });

describe('result modal', { timeout: 15_000 }, () => {
  it('shows the revenue by destination, the commissions and expenses by type, and the margin', async () => {
    mockApi({ 'GET /api/depenses/manifestId/4': () => jsonResponse(200, manifestDepenses([fullCommission()], 50)) });
    const onClose = vi.fn();
    renderWithProviders(<ResultModal manifest={manifest} onClose={onClose} />, sessionWith(['afficher manifeste']));
    const modal = await screen.findByRole('dialog', { name: 'Résultat du manifeste MAN-000004' });
    const revenue = await within(modal).findByRole('region', { name: 'Recettes par destination' });
    expect(rowsOf(revenue)).toEqual([
      'Soute Kinshasa1 000,00 $',
      'Soute Bukavu500,00 $',
      'Total des recettes1 500,00 $',
    ]);
    expect(rowsOf(section(modal, 'Commissions et dépenses par type'))).toEqual([
      'Commission100,00 $',
      'Carburant50,00 $',
      'Total des commissions100,00 $',
      'Total des dépenses50,00 $',
      'Total des commissions et dépenses150,00 $',
    ]);
    const margin = section(modal, 'Marge');
    expect(margin).toHaveTextContent('Marge (recettes − commissions − dépenses)+1 350,00 $');
    expect(margin).toHaveTextContent('Marge en % des recettes90,0 %');
    // The cross and the button both close it.
    await userEvent.setup().click(within(modal).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a loss with its sign, and no percentage without revenue', async () => {
    mockApi({
      'GET /api/depenses/manifestId/4': () =>
        jsonResponse(200, {
          commissions: [fullCommission()],
          expenses: [],
          result: result(100, 0, { revenue: 0, margin: -100, marginPercent: null, byDestination: [] }),
        }),
    });
    renderWithProviders(<ResultModal manifest={manifest} onClose={() => {}} />, sessionWith(['afficher manifeste']));
    const modal = await screen.findByRole('dialog', { name: 'Résultat du manifeste MAN-000004' });
    expect(await within(modal).findByText('Aucune recette')).toBeInTheDocument();
    const margin = section(modal, 'Marge');
    expect(margin).toHaveTextContent('-100,00 $');
    expect(margin).toHaveTextContent('Marge en % des recettes— (aucune recette)');
  });

  it('writes amounts as the English do', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'GET /api/depenses/manifestId/4': () => jsonResponse(200, manifestDepenses([fullCommission()], 50)) });
    renderWithProviders(<ResultModal manifest={manifest} onClose={() => {}} />, sessionWith(['afficher manifeste']));
    const modal = await screen.findByRole('dialog', { name: 'Result of manifest MAN-000004' });
    expect(await within(modal).findByRole('region', { name: 'Revenue by destination' })).toHaveTextContent('Total revenue$1,500.00');
    expect(section(modal, 'Margin')).toHaveTextContent('+$1,350.00');
    expect(section(modal, 'Margin')).toHaveTextContent('90.0%');
  });

  it('says when the result cannot be loaded', async () => {
    mockApi({ 'GET /api/depenses/manifestId/4': () => jsonResponse(403, { msg: 'Permission manquante : afficher depense', code: 'forbidden' }) });
    renderWithProviders(<ResultModal manifest={manifest} onClose={() => {}} />, sessionWith(['afficher manifeste']));
    const modal = await screen.findByRole('dialog', { name: 'Résultat du manifeste MAN-000004' });
    expect(await within(modal).findByText('Permission manquante : afficher depense')).toBeInTheDocument();
  });
});
