import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stockParcel, waybill, waybillCounts, waybillDetail, waybillLine } from '@/features/waybills/testing/fixtures';
import type { Permission } from '@/lib/permissions';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const permissions: Permission[] = ['afficher bordereau', 'ajouter bordereau', 'modifier bordereau', 'afficher coli'];
const branches = [
  { id: 1, name: 'Soute Goma', city: 'Goma', region: 'Nord-Kivu', status: 1, type: 1 },
  { id: 3, name: 'Soute Kinshasa', city: 'Kinshasa', region: 'Kinshasa', status: 1, type: 1 },
];
const inStock = [
  stockParcel(10, 'EXP-000001-1'),
  stockParcel(12, 'EXP-000002-1', {
    quantityRestant: 3,
    weightRestant: 1,
    recipient: { id: 9, name: 'Furaha Ilunga', tel: null },
    price: { id: 2, name: 'Goma - Bukavu', price: 2, destinationId: 4 },
  }),
];

type Handlers = Parameters<typeof mockApi>[0];

function api(more: Handlers = {}) {
  return mockApi({
    'GET /api/waybills/counts': () => jsonResponse(200, waybillCounts),
    'GET /api/waybills': () => jsonResponse(200, pageOf([waybill(1, 'COL-000001')])),
    'GET /api/extensions': () => jsonResponse(200, pageOf(branches)),
    'GET /api/drivers': () => jsonResponse(200, pageOf([{ id: 5, name: 'Jean Chauffeur', tel: '0990000005' }])),
    'GET /api/vehicles': () => jsonResponse(200, pageOf([{ id: 2, plaque: 'AB 123 CD', mark: 'Fuso' }])),
    'GET /api/packags': () => jsonResponse(200, pageOf(inStock)),
    ...more,
  });
}

const body = (fetchMock: ReturnType<typeof mockApi>, key: string) => JSON.parse(String(callsTo(fetchMock, key).at(-1)?.init.body));

async function openNew() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Nouveau bordereau' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouveau bordereau' });
  return { user, dialog };
}

async function pick(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, option: RegExp | string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Typing in several inputs of a large modal takes seconds in jsdom, more on a loaded machine.
describe('waybill form', { timeout: 20_000 }, () => {
  it('asks for the vehicle, the driver, the destination and a parcel; the origin is the agent’s branch', async () => {
    const fetchMock = api();
    renderApp('/waybills', sessionWith(permissions));
    const { user, dialog } = await openNew();

    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Origine' })).toHaveValue('Soute Goma'));
    await within(dialog).findByRole('row', { name: /EXP-000002-1/ });
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));

    expect(await within(dialog).findByText('Choisissez un véhicule')).toBeInTheDocument();
    expect(within(dialog).getByText('Choisissez un chauffeur')).toBeInTheDocument();
    expect(within(dialog).getByText('Choisissez la destination')).toBeInTheDocument();
    expect(within(dialog).getByText('Cochez au moins un colis à charger')).toBeInTheDocument();
    expect(within(dialog).queryByText("Choisissez l'agence d'origine")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/waybills')).toHaveLength(0);
  });

  it('loads part of a parcel, with its share of the weight, and sends the selection', async () => {
    const fetchMock = api({
      'POST /api/waybills': () => jsonResponse(201, { msg: 'Bordereau enregistré', data: waybillDetail() }),
    });
    renderApp('/waybills', sessionWith(permissions));
    const { user, dialog } = await openNew();

    const row = await within(dialog).findByRole('row', { name: /EXP-000001-1/ });
    expect(row).toHaveTextContent('Neema Uwimana');
    expect(row).toHaveTextContent('Goma - Kinshasa');
    expect(row).toHaveTextContent('2 pièces · 3 kg');
    const totals = within(dialog).getByRole('status', { name: 'Total de la sélection' });
    expect(totals).toHaveTextContent('Sélection : 0 colis · 0 pièce · 0 kg');

    // Ticked, a parcel takes all its pieces in stock.
    await user.click(within(row).getByRole('checkbox', { name: 'Charger le colis EXP-000001-1' }));
    const quantity = within(row).getByRole('textbox', { name: 'Quantité du colis EXP-000001-1' });
    expect(quantity).toHaveValue('2');
    expect(totals).toHaveTextContent('Sélection : 1 colis · 2 pièces · 3 kg');
    await user.clear(quantity);
    await user.type(quantity, '1');
    expect(row).toHaveTextContent('1,5 kg');
    expect(totals).toHaveTextContent('Sélection : 1 colis · 1 pièce · 1,5 kg');

    // One of three pieces weighing 1 kg: 0,333 kg, as the server rounds.
    const other = within(dialog).getByRole('row', { name: /EXP-000002-1/ });
    await user.click(within(other).getByRole('checkbox'));
    await user.clear(within(other).getByRole('textbox', { name: 'Quantité du colis EXP-000002-1' }));
    await user.type(within(other).getByRole('textbox', { name: 'Quantité du colis EXP-000002-1' }), '1');
    expect(other).toHaveTextContent('0,333 kg');
    expect(totals).toHaveTextContent('Sélection : 2 colis · 2 pièces · 1,833 kg');

    await pick(user, dialog, 'Véhicule', 'AB 123 CD · Fuso');
    await pick(user, dialog, 'Chauffeur', 'Jean Chauffeur · 0990000005');
    await pick(user, dialog, 'Destination', 'Soute Kinshasa');
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau bordereau' })).not.toBeInTheDocument());
    expect(body(fetchMock, 'POST /api/waybills')).toEqual({
      vehicleId: 2,
      driverId: 5,
      originId: 1,
      destinationId: 3,
      packags: [
        { id: 10, quantity: 1 },
        { id: 12, quantity: 1 },
      ],
    });
    expect(await screen.findByText('Bordereau enregistré')).toBeInTheDocument();
  });

  it('keeps each quantity between 1 and the pieces in stock', async () => {
    const fetchMock = api();
    renderApp('/waybills', sessionWith(permissions));
    const { user, dialog } = await openNew();
    const row = await within(dialog).findByRole('row', { name: /EXP-000001-1/ });
    await user.click(within(row).getByRole('checkbox'));
    const quantity = within(row).getByRole('textbox', { name: 'Quantité du colis EXP-000001-1' });

    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    // Never dropped nor lowered behind the agent's back: the field keeps 3 and says what is left.
    expect(await within(row).findByText("Il n'en reste que 2.")).toBeInTheDocument();
    expect(quantity).toHaveValue('3');
    expect(row).toHaveTextContent('—');

    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(await within(row).findByText('Au moins 1 pièce')).toBeInTheDocument();
    expect(quantity).toHaveValue('0');
    // A comma or a sign is never swallowed (2,5 is not 25, -1 is not 1).
    await user.clear(quantity);
    await user.type(quantity, '2,5');
    expect(await within(row).findByText('Saisissez un nombre entier, sans virgule.')).toBeInTheDocument();
    expect(quantity).toHaveValue('2,5');
    await user.clear(quantity);
    await user.type(quantity, '-1');
    expect(await within(row).findByText('Pas de nombre négatif.')).toBeInTheDocument();
    expect(quantity).toHaveValue('-1');
    await user.clear(quantity);
    expect(await within(row).findByText('Saisissez la quantité')).toBeInTheDocument();
    await user.type(quantity, '2');
    await waitFor(() => expect(within(row).queryByText('Saisissez la quantité')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/waybills')).toHaveLength(0);
  });

  it('filters the parcels here as one types, and on the server from 4 characters', async () => {
    const fetchMock = api({
      'GET /api/packags': (_, url) =>
        jsonResponse(200, url.searchParams.get('q') === 'Bukavu' ? pageOf([inStock[1]]) : pageOf(inStock)),
    });
    renderApp('/waybills', sessionWith(permissions));
    const { user, dialog } = await openNew();
    await within(dialog).findByRole('row', { name: /EXP-000001-1/ });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Charger le colis EXP-000001-1' }));

    await user.click(within(dialog).getByRole('combobox', { name: 'Filtrer les colis par' }));
    await user.click(await screen.findByRole('option', { name: 'Trajet' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Filtrer les colis' }), 'Buk');
    // The ticked parcel stays in view.
    expect(within(dialog).getByRole('row', { name: /EXP-000001-1/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /EXP-000002-1/ })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Filtrer les colis' }), 'avu');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/packags').map(({ url }) => Object.fromEntries(url.searchParams)).at(-1)).toEqual({
        stage: 'restant',
        // Only what is in stock where the waybill leaves from.
        originId: '1',
        column: 'price.name',
        q: 'Bukavu',
        per_page: '100',
      }),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Charger le colis EXP-000001-1' }));
    await waitFor(() => expect(within(dialog).queryByRole('row', { name: /EXP-000001-1/ })).not.toBeInTheDocument());
    await user.clear(within(dialog).getByRole('textbox', { name: 'Filtrer les colis' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Filtrer les colis' }), 'Lubum');
    expect(await within(dialog).findByText('Aucun colis ne correspond au filtre')).toBeInTheDocument();
  });

  it('shows the server’s refusal on the line whose pieces are gone', async () => {
    api({
      'POST /api/waybills': () =>
        jsonResponse(409, {
          msg: "Quantité insuffisante : EXP-000001-1 n'a plus que 1 pièce(s) disponible(s)",
          code: 'conflict',
          fields: { 'packags.0.quantity': "Quantité insuffisante : EXP-000001-1 n'a plus que 1 pièce(s) disponible(s)" },
        }),
    });
    renderApp('/waybills', sessionWith(permissions));
    const { user, dialog } = await openNew();
    const row = await within(dialog).findByRole('row', { name: /EXP-000001-1/ });
    await user.click(within(row).getByRole('checkbox'));
    await pick(user, dialog, 'Véhicule', 'AB 123 CD · Fuso');
    await pick(user, dialog, 'Chauffeur', /Jean Chauffeur/);
    await pick(user, dialog, 'Destination', 'Soute Kinshasa');
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));

    expect(await within(row).findByText("Quantité insuffisante : EXP-000001-1 n'a plus que 1 pièce(s) disponible(s)")).toBeInTheDocument();
    expect(within(dialog).getAllByText(/Quantité insuffisante/)).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Sauvegarder' })).toBeEnabled();
  });

  it('edits a waybill: its lines ticked, up to their stock and what they hold, one taken off with Retirer', async () => {
    const loaded = waybillDetail({
      quantity: 2,
      weight: 2.5,
      lines: 2,
      updatedAt: '2026-11-21T08:05:00Z',
      waybilldetails: [
        waybillLine(11, 10, 'EXP-000001-1', { quantity: 1, weight: 1.5 }),
        waybillLine(12, 14, 'EXP-000003-1', { quantity: 1, weight: 1 }),
      ],
    });
    const fetchMock = api({
      'GET /api/waybills/1': () => jsonResponse(200, loaded),
      'GET /api/packags/10': () => jsonResponse(200, stockParcel(10, 'EXP-000001-1', { quantityRestant: 1, weightRestant: 1.5 })),
      'GET /api/packags/14': () => jsonResponse(200, stockParcel(14, 'EXP-000003-1', { quantityRestant: 0, weightRestant: 0 })),
      'DELETE /api/waybilldetails/12': () =>
        jsonResponse(200, {
          msg: 'Colis retiré du bordereau et remis en stock',
          data: { ...loaded, updatedAt: '2026-11-21T09:00:00Z', waybilldetails: [loaded.waybilldetails[0]] },
        }),
      'PUT /api/waybills/1': () => jsonResponse(200, { msg: 'Bordereau enregistré', data: loaded }),
    });
    renderApp('/waybills', sessionWith(permissions));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions du bordereau COL-000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le bordereau COL-000001' });

    const first = await within(dialog).findByRole('row', { name: /EXP-000001-1/ });
    expect(within(first).getByRole('checkbox')).toBeChecked();
    expect(first).toHaveTextContent('1 sur ce bordereau');
    const quantity = within(first).getByRole('textbox', { name: 'Quantité du colis EXP-000001-1' });
    expect(quantity).toHaveValue('1');
    expect(first).toHaveTextContent('/ 2');
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(first).toHaveTextContent('3 kg');
    expect(within(dialog).getByRole('status', { name: 'Total de la sélection' })).toHaveTextContent('2 colis · 3 pièces · 4 kg');
    // The stock list's copy of a parcel on the waybill is not listed twice.
    expect(within(dialog).getAllByRole('row', { name: /EXP-000001-1/ })).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Retirer le colis EXP-000003-1 du bordereau' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retirer le colis du bordereau' });
    expect(confirm).toHaveTextContent('Retirer EXP-000003-1 du bordereau ? Les pièces chargées (1 pièce) retournent en stock tout de suite.');
    await user.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(within(dialog).queryByRole('row', { name: /EXP-000003-1/ })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /api/waybilldetails/12')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/waybills/1')).toHaveLength(1));
    expect(body(fetchMock, 'PUT /api/waybills/1')).toEqual({
      vehicleId: 2,
      driverId: 5,
      originId: 1,
      destinationId: 3,
      packags: [{ id: 10, quantity: 2 }],
      updatedAt: '2026-11-21T09:00:00Z',
    });
  });

  it('says when someone changed the waybill meanwhile', async () => {
    api({
      'GET /api/waybills/1': () => jsonResponse(200, waybillDetail()),
      'GET /api/packags/10': () => jsonResponse(200, stockParcel(10, 'EXP-000001-1', { quantityRestant: 1, weightRestant: 1.5 })),
      'PUT /api/waybills/1': () =>
        jsonResponse(409, { msg: 'Cet enregistrement a changé entre-temps : rechargez-le avant de le modifier', code: 'conflict' }),
    });
    renderApp('/waybills', sessionWith(permissions));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions du bordereau COL-000001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le bordereau COL-000001' });
    await within(dialog).findByRole('row', { name: /EXP-000001-1/ });
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(dialog).findByText(/Cet enregistrement a changé entre-temps/)).toBeInTheDocument();
  });

  it('starts each edit from the waybill as it is then, not from an earlier copy', async () => {
    let updatedAt = '2026-11-21T08:05:00Z';
    const fetchMock = api({
      'GET /api/waybills/1': () => jsonResponse(200, waybillDetail({ updatedAt })),
      'GET /api/packags/10': () => jsonResponse(200, stockParcel(10, 'EXP-000001-1', { quantityRestant: 1, weightRestant: 1.5 })),
      'PUT /api/waybills/1': () => jsonResponse(200, { msg: 'Bordereau enregistré', data: waybillDetail() }),
    });
    renderApp('/waybills', sessionWith(permissions));
    const user = userEvent.setup();
    const openEdit = async () => {
      await user.click(await screen.findByRole('button', { name: 'Actions du bordereau COL-000001' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Modifier' }));
      const dialog = await screen.findByRole('dialog', { name: 'Modifier le bordereau COL-000001' });
      await within(dialog).findByRole('row', { name: /EXP-000001-1/ });
      return dialog;
    };
    const first = await openEdit();
    await user.click(within(first).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Someone saves it meanwhile.
    updatedAt = '2026-11-21T10:00:00Z';
    const second = await openEdit();
    await user.click(within(second).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/waybills/1')).toHaveLength(1));
    expect(body(fetchMock, 'PUT /api/waybills/1').updatedAt).toBe('2026-11-21T10:00:00Z');
  });
});
