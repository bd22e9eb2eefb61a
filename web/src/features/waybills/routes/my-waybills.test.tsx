import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waybill } from '@/features/waybills/testing/fixtures';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('my waybills', () => {
  it('lists the driver’s waybills with their status and a link to each sheet', async () => {
    mockApi({
      'GET /api/my/waybills': () =>
        jsonResponse(200, pageOf([waybill(3, 'COL-000003', { status: 'EnAttente', departureDate: '2026-11-21' }), waybill(1, 'COL-000001')])),
    });
    renderApp('/my/waybills', sessionWith(['afficher mes bordereaux']));

    expect(await screen.findByRole('heading', { name: 'Mes bordereaux' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).not.toContain('Chauffeur');
    const row = within(table).getByRole('row', { name: /COL-000003/ });
    expect(row).toHaveTextContent('En attente');
    expect(row).toHaveTextContent('21/11/2026');
    expect(within(row).getByRole('link', { name: 'Visualiser le bordereau COL-000003' })).toHaveAttribute('href', '/my/waybills/3');
    expect(within(table).getByRole('row', { name: /COL-000001/ })).toHaveTextContent('En cours');
  });

  it('says when there is none', async () => {
    mockApi({ 'GET /api/my/waybills': () => jsonResponse(200, pageOf([])) });
    renderApp('/my/waybills', sessionWith(['afficher mes bordereaux']));
    expect(await screen.findByText('Aucun bordereau ne vous est confié')).toBeInTheDocument();
  });

  it('is in the header of those who drive', async () => {
    mockApi({
      'GET /api/my/waybills': () => jsonResponse(200, pageOf([])),
      'GET /api/site': () => jsonResponse(200, { name: 'Soute', version: '0.1.0', links: {} }),
    });
    renderApp('/my/waybills', sessionWith(['afficher mes bordereaux']));
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Mes bordereaux' })).toHaveAttribute('href', '/my/waybills');
  });
});
