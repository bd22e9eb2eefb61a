import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waybillDetail, waybillLine } from '@/features/waybills/testing/fixtures';
import { sessionWith } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const validated = waybillDetail({
  status: 'EnAttente',
  departureDate: '2026-11-21',
  departureTime: '07:30',
  quantity: 3,
  weight: 2.5,
  lines: 2,
  waybilldetails: [
    waybillLine(11, 10, 'EXP-000001-1', { quantity: 1, weight: 1.5 }),
    waybillLine(12, 14, 'EXP-000003-1', { quantity: 2, weight: 1 }),
  ],
});

describe('waybill sheet', () => {
  it('prints the BORDEREAU DE ROUTE on an A4 landscape sheet, its table padded to 10 rows', async () => {
    mockApi({ 'GET /api/waybills/1': () => jsonResponse(200, validated) });
    renderApp('/waybills/1', sessionWith(['afficher bordereau']));

    const sheet = await screen.findByRole('article', { name: 'Bordereau de route COL-000001' });
    expect(sheet.closest('.print-sheet')).toHaveAttribute('data-size', 'A4');
    expect(sheet.closest('.print-sheet')).toHaveAttribute('data-orientation', 'landscape');
    expect(screen.getByRole('heading', { name: 'Bordereau COL-000001', level: 1 })).toBeInTheDocument();
    expect(within(sheet).getByRole('banner')).toHaveTextContent('Soute Goma');
    expect(sheet).toHaveTextContent('BORDEREAU DE ROUTE');
    expect(sheet).toHaveTextContent('N° COL-000001');
    expect(sheet).toHaveTextContent('Statut : En attente');
    expect(sheet).toHaveTextContent('Soute Goma → Soute Kinshasa');
    expect(sheet).toHaveTextContent('AB 123 CD · Fuso');
    expect(sheet).toHaveTextContent('Jean Chauffeur · 0990000005');
    expect(sheet).toHaveTextContent('21/11/2026 à 07:30');

    const table = within(sheet).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'N°', 'N° COLIS', 'EXPÉDITION', 'EXPÉDITEUR', 'DESTINATAIRE', 'TÉLÉPHONE', 'QTÉ', 'KG', 'SIGNATURE',
    ]);
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(10);
    expect([...rows[1].querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '2', 'EXP-000003-1', 'EXP-000003', 'Amani Bahati', 'Neema Uwimana', '0991000002', '2', '1', '',
    ]);
    expect(rows[9]).toHaveTextContent('10');
    expect(table.querySelector('tfoot')).toHaveTextContent('TOTAL (2 colis)32,5');
    expect(sheet).toHaveTextContent('Le chauffeur');
    expect(sheet).toHaveTextContent("L'agent");
    expect(screen.getByRole('button', { name: 'Imprimer' })).toHaveClass('print-hide');
    expect(screen.getByRole('link', { name: '← Retour aux bordereaux' })).toHaveAttribute('href', '/waybills');
  });

  it('has more rows when the waybill has more than 10 parcels', async () => {
    const many = Array.from({ length: 12 }, (_, index) => waybillLine(100 + index, 200 + index, `EXP-0000${10 + index}-1`));
    mockApi({ 'GET /api/waybills/1': () => jsonResponse(200, waybillDetail({ waybilldetails: many })) });
    renderApp('/waybills/1', sessionWith(['afficher bordereau']));
    const sheet = await screen.findByRole('article', { name: 'Bordereau de route COL-000001' });
    expect(sheet.querySelectorAll('tbody tr')).toHaveLength(12);
    expect(sheet).toHaveTextContent('Non validé');
  });

  it('shows a driver their own waybill, and says when it is not theirs', async () => {
    mockApi({
      'GET /api/my/waybills/1': () => jsonResponse(200, validated),
      'GET /api/my/waybills/2': () => jsonResponse(404, { msg: 'Introuvable', code: 'not_found' }),
    });
    const { router } = renderApp('/my/waybills/1', sessionWith(['afficher mes bordereaux']));
    expect(await screen.findByRole('article', { name: 'Bordereau de route COL-000001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Retour à mes bordereaux' })).toHaveAttribute('href', '/my/waybills');

    await router.navigate('/my/waybills/2');
    expect(await screen.findByRole('heading', { name: 'Bordereau introuvable' })).toBeInTheDocument();
  });

  it('says when the sheet cannot be loaded', async () => {
    mockApi({ 'GET /api/waybills/1': () => jsonResponse(403, { msg: 'Permission manquante : afficher bordereau', code: 'forbidden' }) });
    renderApp('/waybills/1', sessionWith(['afficher bordereau']));
    expect(await screen.findByText('Échec du chargement')).toBeInTheDocument();
    expect(screen.getByText('Permission manquante : afficher bordereau')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimer' })).not.toBeInTheDocument();
  });
});
