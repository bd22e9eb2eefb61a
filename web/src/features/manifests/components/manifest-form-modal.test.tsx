import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { availableLine, manifestDetail } from '@/features/manifests/testing';
import type { Permission } from '@/lib/permissions';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const staff: Permission[] = ['afficher manifeste', 'ajouter manifeste', 'modifier manifeste'];

const branches = [
  { id: 1, name: 'Soute Goma', city: 'Goma', region: 'Nord-Kivu', status: 1, type: 1 },
  { id: 2, name: 'Soute Bukavu', city: 'Bukavu', region: 'Sud-Kivu', status: 1, type: 1 },
  { id: 3, name: 'Soute Kinshasa', city: 'Kinshasa', region: 'Kinshasa', status: 1, type: 1 },
];
const aircraft = [{ id: 7, immatriculation: '9S-GTB', constructeur: 'Antonov An-26', serie: '27125', description: null }];
const pilots = [{ id: 20, name: 'Aline Pilote', tel: '0990000020' }];

function formApi(available: ReturnType<typeof availableLine>[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/manifests/counts': () => jsonResponse(200, [{ status: 'EnCours', count: 0 }, { status: 'Arriver', count: 0 }]),
    'GET /api/manifests': () => jsonResponse(200, pageOf([])),
    'GET /api/waybilldetails/available': () => jsonResponse(200, pageOf(available)),
    'GET /api/planecomposants': () => jsonResponse(200, pageOf(aircraft)),
    'GET /api/pilots': () => jsonResponse(200, pageOf(pilots)),
    'GET /api/extensions': () => jsonResponse(200, pageOf(branches)),
    ...extra,
  });
}

async function pick(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  JSON.parse(String(callsTo(fetchMock, key)[0].init.body)) as Record<string, unknown>;

describe('manifest form', { timeout: 20_000 }, () => {
  it('requires the aircraft and the destination, and a quantity between 1 and what is available', async () => {
    const fetchMock = formApi([availableLine(51, 'EXP-000010-1', 3, 4.5), availableLine(52, 'EXP-000011-1', 1, 0.5)], {
      'POST /api/manifests': () => jsonResponse(201, { msg: 'Manifeste enregistré', data: manifestDetail() }),
    });
    renderApp('/manifests', sessionWith(staff));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouveau manifeste' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouveau manifeste' });
    const quantity = await within(modal).findByRole('textbox', { name: 'Pièces du colis EXP-000010-1 à charger' });
    // The origin is the agent's branch.
    await waitFor(() => expect(within(modal).getByRole('combobox', { name: 'Origine' })).toHaveValue('Soute Goma'));
    expect(quantity).toBeDisabled();
    expect(within(modal).getByRole('row', { name: /EXP-000010-1/ })).toHaveTextContent('EXP-000010-1Goma - KinshasaCOL-000040EXP-000010Neema Uwimana3 pièces4,5 kg');

    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText("Choisissez l'avion")).toBeInTheDocument();
    expect(within(modal).getByText('Choisissez la destination')).toBeInTheDocument();

    // Ticked, a line takes all its pieces; fewer will do, none or more than there are will not.
    await user.click(within(modal).getByRole('checkbox', { name: 'Charger le colis EXP-000010-1' }));
    expect(quantity).toBeEnabled();
    expect(quantity).toHaveValue('3');
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText("Il n'en reste que 3.")).toBeInTheDocument();
    expect(quantity).toHaveValue('4');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText('Au moins 1 pièce')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '1.5');
    expect(await within(modal).findByText('Saisissez un nombre entier, sans virgule.')).toBeInTheDocument();
    expect(quantity).toHaveValue('1.5');
    expect(callsTo(fetchMock, 'POST /api/manifests')).toEqual([]);

    await user.clear(quantity);
    await user.type(quantity, '2');
    const totals = within(modal).getByRole('region', { name: 'Totaux du manifeste' });
    expect(totals).toHaveTextContent('Colis choisis1Pièces2Poids3 kg');
    await user.click(within(modal).getByRole('checkbox', { name: 'Charger le colis EXP-000011-1' }));
    expect(totals).toHaveTextContent('Colis choisis2Pièces3Poids3,5 kg');

    await pick(user, modal, 'Avion', '9S-GTB · Antonov An-26');
    await pick(user, modal, 'Pilote', 'Aline Pilote · 0990000020');
    await pick(user, modal, 'Destination', 'Soute Kinshasa');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/manifests')).toHaveLength(1));
    expect(bodyOf(fetchMock, 'POST /api/manifests')).toEqual({
      planeId: 7,
      pilotId: 20,
      originId: 1,
      destinationId: 3,
      waybilldetails: [
        { id: 51, quantity: 2 },
        { id: 52, quantity: 1 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('filters the lines by reference or recipient', async () => {
    formApi([availableLine(51, 'EXP-000010-1', 3, 4.5), availableLine(52, 'EXP-000011-1', 1, 0.5)]);
    renderApp('/manifests', sessionWith(staff));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouveau manifeste' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouveau manifeste' });
    await within(modal).findByRole('checkbox', { name: 'Charger le colis EXP-000011-1' });
    await user.type(within(modal).getByRole('searchbox', { name: 'Filtrer par référence ou destinataire' }), '11-1');
    expect(within(modal).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual(['Charger le colis EXP-000011-1']);
  });

  it('starts an edit from what the manifest carries, each line up to what it holds plus what is left', async () => {
    const detail = manifestDetail();
    const fetchMock = formApi(
      // One piece of the first line is still on its waybill; the others are all on the manifest.
      [availableLine(101, 'EXP-000001-1', 1, 1.5), availableLine(60, 'EXP-000020-1', 2, 8)],
      {
        'GET /api/manifests/4': () => jsonResponse(200, detail),
        'PUT /api/manifests/4': () =>
          jsonResponse(409, {
            msg: "Quantité insuffisante : EXP-000001-1 n'a plus que 2 pièce(s) disponible(s)",
            code: 'conflict',
            fields: { 'waybilldetails.0.quantity': "Quantité insuffisante : EXP-000001-1 n'a plus que 2 pièce(s) disponible(s)" },
          }),
      },
    );
    renderApp('/manifests/4', sessionWith(staff));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier le manifeste MAN-000004' }));
    const modal = await screen.findByRole('dialog', { name: 'Modifier le manifeste MAN-000004' });
    const first = await within(modal).findByRole('textbox', { name: 'Pièces du colis EXP-000001-1 à charger' });
    expect(first).toHaveValue('2');
    expect(within(modal).getByRole('checkbox', { name: 'Charger le colis EXP-000001-1' })).toBeChecked();
    expect(within(modal).getByRole('row', { name: /EXP-000001-1/ })).toHaveTextContent('3 pièces4,5 kgdont 2 déjà sur ce manifeste');
    expect(within(modal).getByRole('checkbox', { name: 'Charger le colis EXP-000020-1' })).not.toBeChecked();
    expect(within(modal).getByRole('combobox', { name: 'Avion' })).toHaveValue('9S-GTB · Antonov An-26');
    expect(within(modal).getByRole('region', { name: 'Totaux du manifeste' })).toHaveTextContent('Colis choisis3Pièces5Poids6,5 kg');

    await user.clear(first);
    await user.type(first, '4');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText("Il n'en reste que 3.")).toBeInTheDocument();

    // Everything of the first line; the second line taken off (back onto its waybill).
    await user.clear(first);
    await user.type(first, '3');
    await user.click(within(modal).getByRole('checkbox', { name: 'Charger le colis EXP-000002-1' }));
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/manifests/4')).toHaveLength(1));
    expect(bodyOf(fetchMock, 'PUT /api/manifests/4')).toEqual({
      planeId: 7,
      pilotId: 20,
      originId: 1,
      destinationId: 3,
      waybilldetails: [
        { id: 101, quantity: 3 },
        { id: 103, quantity: 2 },
      ],
      updatedAt: detail.updatedAt,
    });
    // Someone took the pieces meanwhile: said above the form and on the line.
    expect(await within(modal).findAllByText("Quantité insuffisante : EXP-000001-1 n'a plus que 2 pièce(s) disponible(s)")).toHaveLength(2);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(within(modal).getByRole('button', { name: 'Sauvegarder' })).toBeEnabled();
  });

  it('marks a grounded aircraft in the picker, and says why the server refuses a manifest on it, with a link to its overdue items', async () => {
    const grounded = "L'avion 9Q-CSF est immobilisé : Assurance — expirée le 13/11/2026.";
    const fetchMock = formApi([availableLine(51, 'EXP-000010-1', 3, 4.5)], {
      'GET /api/planecomposants': () =>
        jsonResponse(
          200,
          pageOf([
            { ...aircraft[0], status: 'EnService' },
            { id: 2, immatriculation: '9Q-CSF', constructeur: 'Let L-410', serie: '2744', description: null, status: 'Immobilise' },
          ]),
        ),
      'POST /api/manifests': () => jsonResponse(409, { msg: grounded, code: 'aircraft_grounded' }),
    });
    const shown = vi.spyOn(notifications, 'show');
    renderApp('/manifests', sessionWith(staff));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouveau manifeste' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouveau manifeste' });
    await within(modal).findByRole('checkbox', { name: 'Charger le colis EXP-000010-1' });

    await user.click(within(modal).getByRole('combobox', { name: 'Avion' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '9S-GTB · Antonov An-26',
      '9Q-CSF · Let L-410 — Immobilisé',
    ]);
    await user.click(screen.getByRole('option', { name: '9Q-CSF · Let L-410 — Immobilisé' }));
    await pick(user, modal, 'Destination', 'Soute Kinshasa');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/manifests')).toHaveLength(1));
    const alert = await within(modal).findByRole('alert', { name: grounded });
    expect(alert).toHaveTextContent(grounded);
    expect(within(alert).getByRole('link', { name: "Voir les échéances de l'avion" })).toHaveAttribute('href', '/due?planeId=2&status=depasse');
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: grounded, color: 'red' }));
    // The form stays open, as filled, to choose another aircraft.
    expect(within(modal).getByRole('combobox', { name: 'Avion' })).toHaveValue('9Q-CSF · Let L-410 — Immobilisé');
    shown.mockRestore();
  });
});
