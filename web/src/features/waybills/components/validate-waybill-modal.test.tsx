import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { waybill, waybillCounts, waybillDetail } from '@/features/waybills/testing/fixtures';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function openValidate() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Actions du bordereau COL-000001' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Valider' }));
  const dialog = await screen.findByRole('dialog', { name: 'Valider le bordereau COL-000001' });
  return { user, dialog };
}

describe('validating a waybill', { timeout: 15_000 }, () => {
  it('shows what it locks, asks for the departure date and time, and sends them', async () => {
    const fetchMock = mockApi({
      'GET /api/waybills/counts': () => jsonResponse(200, waybillCounts),
      'GET /api/waybills': () => jsonResponse(200, pageOf([waybill(1, 'COL-000001')])),
      'POST /api/waybills/1/validate': () =>
        jsonResponse(200, { msg: 'Bordereau validé', data: waybillDetail({ status: 'EnAttente', departureDate: '2026-11-21' }) }),
    });
    renderApp('/waybills', sessionWith(['afficher bordereau', 'valider bordereau']));
    const { user, dialog } = await openValidate();

    expect(within(dialog).getByLabelText('Ce que la validation verrouille')).toHaveTextContent('RéférenceCOL-000001');
    expect(dialog).toHaveTextContent('TrajetSoute Goma → Soute Kinshasa');
    expect(dialog).toHaveTextContent('VéhiculeAB 123 CD · Fuso');
    expect(dialog).toHaveTextContent('ChauffeurJean Chauffeur');
    expect(dialog).toHaveTextContent('Chargement2 colis · 3 pièces · 4,5 kg');
    expect(dialog).toHaveTextContent('il ne peut plus être modifié ni supprimé');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByText('Choisissez la date de départ')).toBeInTheDocument();
    expect(within(dialog).getByText("Choisissez l'heure de départ")).toBeInTheDocument();

    // A date without a time is not enough.
    await user.type(within(dialog).getByRole('textbox', { name: 'Date de départ' }), '21/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByText("Choisissez l'heure de départ")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/waybills/1/validate')).toEqual([]);

    await user.type(within(dialog).getByRole('spinbutton', { name: 'Heures' }), '07');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Minutes' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/waybills/1/validate')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/waybills/1/validate')[0].init.body))).toEqual({
      departureDate: '2026-11-21',
      departureTime: '07:30',
    });
    expect(await screen.findByText('Bordereau validé')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Valider le bordereau COL-000001' })).not.toBeInTheDocument());
  });

  it('does not validate on Enter in a field, only with its button', async () => {
    const fetchMock = mockApi({
      'GET /api/waybills/counts': () => jsonResponse(200, waybillCounts),
      'GET /api/waybills': () => jsonResponse(200, pageOf([waybill(1, 'COL-000001')])),
      'POST /api/waybills/1/validate': () =>
        jsonResponse(200, { msg: 'Bordereau validé', data: waybillDetail({ status: 'EnAttente', departureDate: '2026-11-21' }) }),
    });
    renderApp('/waybills', sessionWith(['afficher bordereau', 'valider bordereau']));
    const { user, dialog } = await openValidate();
    const date = within(dialog).getByRole('textbox', { name: 'Date de départ' });

    await user.type(date, '21/11/2026{Enter}');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Heures' }), '07{Enter}');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Minutes' }), '30{Enter}');
    await user.type(date, '{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(fetchMock, 'POST /api/waybills/1/validate')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Valider le bordereau COL-000001' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/waybills/1/validate')).toHaveLength(1));
  });

  it('shows the server’s refusal in the modal', async () => {
    mockApi({
      'GET /api/waybills/counts': () => jsonResponse(200, waybillCounts),
      'GET /api/waybills': () => jsonResponse(200, pageOf([waybill(1, 'COL-000001')])),
      'POST /api/waybills/1/validate': () =>
        jsonResponse(409, { msg: 'Un bordereau vide ne peut pas être validé', code: 'conflict' }),
    });
    renderApp('/waybills', sessionWith(['afficher bordereau', 'valider bordereau']));
    const { user, dialog } = await openValidate();
    await user.type(within(dialog).getByRole('textbox', { name: 'Date de départ' }), '21/11/2026');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Heures' }), '07');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Minutes' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByText('Un bordereau vide ne peut pas être validé')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Valider' })).toBeEnabled();
  });
});
