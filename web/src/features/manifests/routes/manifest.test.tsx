import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manifest, manifestDetail } from '@/features/manifests/testing';
import type { Permission } from '@/lib/permissions';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const staff: Permission[] = [
  'afficher manifeste',
  'ajouter manifeste',
  'modifier manifeste',
  'supprimer manifeste',
  'valider manifeste',
];

const groupTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('manifest page', { timeout: 15_000 }, () => {
  it('shows the card, then the parcels grouped by destination with subtotals and a grand total', async () => {
    mockApi({ 'GET /api/manifests/4': () => jsonResponse(200, manifestDetail()) });
    renderApp('/manifests/4', sessionWith(staff));

    expect(await screen.findByRole('heading', { level: 1, name: 'Manifeste MAN-000004' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'MAN-000004' });
    // On its own page the card has no Détails link.
    expect(within(card).queryByRole('link', { name: /Détails/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Imprimer le manifeste MAN-000004' })).toHaveAttribute('href', '/manifests/4/print');

    expect(groupTitles()).toEqual([
      'Destination : Kinshasa (Kinshasa) — Soute Kinshasa',
      'Destination : Bukavu (Sud-Kivu) — Soute Bukavu',
    ]);
    const kinshasa = screen.getByRole('region', { name: /Kinshasa \(Kinshasa\)/ });
    expect(within(kinshasa).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'N° colis',
      'Bordereau',
      'Expéditeur',
      'Destinataire',
      'Téléphone',
      'Qté',
      'Kg',
      'Action',
    ]);
    expect(within(kinshasa).getByRole('row', { name: /EXP-000001-1/ })).toHaveTextContent(
      'EXP-000001-1COL-000040Amani KabilaNeema Uwimana099100000223 kgQuantités expédiées',
    );
    expect(kinshasa).toHaveTextContent('Sous-total3 pièces · 4,5 kg');
    expect(screen.getByRole('region', { name: /Bukavu/ })).toHaveTextContent('Sous-total2 pièces · 2 kg');
    expect(screen.getByRole('region', { name: 'Total général' })).toHaveTextContent('Total général5 pièces · 6,5 kg');
  });

  it("filters the parcels by reference or recipient's name, whatever the case", async () => {
    mockApi({ 'GET /api/manifests/4': () => jsonResponse(200, manifestDetail()) });
    renderApp('/manifests/4', sessionWith(staff));
    const user = userEvent.setup();
    const search = await screen.findByRole('searchbox', { name: 'Rechercher un colis' });

    await user.type(search, 'jean-PIERRE');
    expect(groupTitles()).toEqual(['Destination : Kinshasa (Kinshasa) — Soute Kinshasa']);
    expect(screen.getAllByRole('row', { name: /EXP-/ })).toHaveLength(1);
    expect(screen.getByRole('region', { name: /Kinshasa \(Kinshasa\)/ })).toHaveTextContent('Sous-total1 pièce · 1,5 kg');
    expect(screen.getByRole('region', { name: 'Total général' })).toHaveTextContent('1 pièce · 1,5 kg');

    await user.clear(search);
    await user.type(search, 'exp-000003');
    expect(groupTitles()).toEqual(['Destination : Bukavu (Sud-Kivu) — Soute Bukavu']);

    await user.clear(search);
    await user.type(search, 'personne');
    expect(screen.getByText('Aucun colis ne correspond à la recherche')).toBeInTheDocument();
  });

  it('records shipped quantities between 0 and each article’s quantity', async () => {
    const fetchMock = mockApi({
      'GET /api/manifests/4': () => jsonResponse(200, manifestDetail()),
      'POST /api/packagdetails': () => jsonResponse(200, { msg: 'Quantités expédiées enregistrées', data: manifestDetail() }),
    });
    renderApp('/manifests/4', sessionWith(staff));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Quantités expédiées du colis EXP-000001-1' }));
    const modal = await screen.findByRole('dialog', { name: 'Quantités expédiées · EXP-000001-1' });
    const rice = within(modal).getByRole('textbox', { name: 'Expédié : Sac de riz' });
    const oil = within(modal).getByRole('textbox', { name: 'Expédié : Huile 20 l' });

    await user.clear(rice);
    await user.type(rice, '3');
    expect(within(modal).getByRole('row', { name: /Sac de riz/ })).toHaveTextContent('-1');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText('Entre 0 et 2')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/packagdetails')).toEqual([]);

    await user.clear(rice);
    await user.type(rice, '2');
    await user.clear(oil);
    await user.type(oil, '0');
    expect(within(modal).getByRole('row', { name: /Sac de riz/ })).toHaveTextContent(/^Sac de riz20$/);
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/packagdetails')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/packagdetails')[0].init.body))).toEqual({
      manifestId: 4,
      colis: [
        { id: 11, expedie: 2 },
        { id: 12, expedie: 0 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows what arriving locks, and validates only with a departure date and time, by its button, sent with Arriver only', async () => {
    const fetchMock = mockApi({
      'GET /api/manifests/4': () => jsonResponse(200, manifestDetail()),
      'POST /api/manifests/4/validate': () =>
        jsonResponse(200, { msg: 'Manifeste validé : arrivé', data: manifestDetail({ status: 'Arriver', departureDate: '2026-11-22' }) }),
    });
    renderApp('/manifests/4', sessionWith(staff));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Valider le manifeste MAN-000004' }));
    const modal = await screen.findByRole('dialog', { name: 'Valider le manifeste MAN-000004' });
    expect(within(modal).getByRole('combobox', { name: 'Statut' })).toHaveValue('Arrivé');
    const locked = within(modal).getByLabelText('Ce que la validation verrouille');
    expect(locked).toHaveTextContent('RéférenceMAN-000004');
    expect(locked).toHaveTextContent('TrajetSoute Goma → Soute Kinshasa');
    expect(locked).toHaveTextContent('Avion9S-GTB');
    expect(locked).toHaveTextContent('PiloteAline Pilote');
    expect(locked).toHaveTextContent('Chargement3 colis · 5 pièces · 6,5 kg');
    expect(modal).toHaveTextContent('ne peut plus être modifié ni supprimé');

    await user.click(within(modal).getByRole('button', { name: 'Valider' }));
    expect(await within(modal).findByText('Choisissez la date de départ')).toBeInTheDocument();
    expect(within(modal).getByText("Choisissez l'heure de départ")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/manifests/4/validate')).toEqual([]);

    // Enter in the fields validates nothing, even once they are filled.
    await user.type(within(modal).getByRole('textbox', { name: 'Date de départ' }), '22/11/2026{Enter}');
    await user.type(within(modal).getByRole('spinbutton', { name: 'Heures' }), '14{Enter}');
    await user.type(within(modal).getByRole('spinbutton', { name: 'Minutes' }), '05{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(fetchMock, 'POST /api/manifests/4/validate')).toEqual([]);

    await user.click(within(modal).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/manifests/4/validate')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/manifests/4/validate')[0].init.body))).toEqual({
      status: 'Arriver',
      departureDate: '2026-11-22',
      departureTime: '14:05',
      passengers: [],
    });
    expect(await screen.findByText('Manifeste validé : arrivé')).toBeInTheDocument();
  });

  it('asks, for each passenger still reserved, whether they boarded before validating', async () => {
    const reserved = (id: number, name: string) => ({ id, name, ref_billet: `BIL-00000${id}`, seat: `${id}A`, status: 'reserve' });
    const fetchMock = mockApi({
      'GET /api/manifests/4': () => jsonResponse(200, manifestDetail({ departureDate: '2026-11-22', departureTime: '14:05:00' })),
      'GET /api/billets': () => jsonResponse(200, pageOf([reserved(1, 'Neema Bahati'), reserved(2, 'Jean Mukendi')])),
      'POST /api/manifests/4/validate': () =>
        jsonResponse(200, { msg: 'Manifeste validé : arrivé', data: manifestDetail({ status: 'Arriver', departureDate: '2026-11-22' }) }),
    });
    renderApp('/manifests/4', sessionWith(staff));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Valider le manifeste MAN-000004' }));
    const modal = await screen.findByRole('dialog', { name: 'Valider le manifeste MAN-000004' });
    expect(await within(modal).findByText('2 passagers encore réservés : ont-ils embarqué ?')).toBeInTheDocument();
    const asked = callsTo(fetchMock, 'GET /api/billets')[0].url.searchParams;
    expect([asked.get('status'), asked.get('manifestId')]).toEqual(['reserve', '4']);
    // Nobody is presumed on board.
    await user.click(within(modal).getByRole('button', { name: 'Valider' }));
    expect(await within(modal).findByText("Dites pour les 2 passagers s'ils ont embarqué ou étaient absents.")).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/manifests/4/validate')).toHaveLength(0);
    const first = within(modal).getByRole('radiogroup', { name: 'Embarquement de Neema Bahati' });
    await user.click(within(first).getByText('Embarqué'));
    const second = within(modal).getByRole('radiogroup', { name: 'Embarquement de Jean Mukendi' });
    await user.click(within(second).getByText('Absent'));
    await user.click(within(modal).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/manifests/4/validate')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/manifests/4/validate')[0].init.body)).passengers).toEqual([
      { billetId: 1, status: 'embarque' },
      { billetId: 2, status: 'absent' },
    ]);
  });

  it('sends no date when the status stays EnCours, and shows the refusal from another branch', async () => {
    const fetchMock = mockApi({
      'GET /api/manifests/4': () => jsonResponse(200, manifestDetail()),
      'POST /api/manifests/4/validate': () =>
        jsonResponse(403, {
          msg: "Seuls les agents de l'agence d'origine ou de destination du manifeste peuvent faire cela",
          code: 'other_branch',
        }),
    });
    renderApp('/manifests/4', sessionWith(staff));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Valider le manifeste MAN-000004' }));
    const modal = await screen.findByRole('dialog', { name: 'Valider le manifeste MAN-000004' });
    await user.click(within(modal).getByRole('combobox', { name: 'Statut' }));
    await user.click(await screen.findByRole('option', { name: 'En cours' }));
    expect(within(modal).queryByRole('textbox', { name: 'Date de départ' })).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/manifests/4/validate')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/manifests/4/validate')[0].init.body))).toEqual({ status: 'EnCours' });
    expect(
      await within(modal).findByText("Seuls les agents de l'agence d'origine ou de destination du manifeste peuvent faire cela"),
    ).toBeInTheDocument();
  });

  it("says why arriving is refused on a grounded aircraft, with a link to the aircraft's overdue items", async () => {
    const grounded = "L'avion 9S-GTB est immobilisé : Visite 100 h — dépassée de 2:30 h.";
    mockApi({
      'GET /api/manifests/4': () => jsonResponse(200, manifestDetail()),
      'POST /api/manifests/4/validate': () => jsonResponse(409, { msg: grounded, code: 'aircraft_grounded' }),
    });
    renderApp('/manifests/4', sessionWith(staff));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Valider le manifeste MAN-000004' }));
    const modal = await screen.findByRole('dialog', { name: 'Valider le manifeste MAN-000004' });
    await user.type(within(modal).getByRole('textbox', { name: 'Date de départ' }), '22/11/2026');
    await user.type(within(modal).getByRole('spinbutton', { name: 'Heures' }), '14');
    await user.type(within(modal).getByRole('spinbutton', { name: 'Minutes' }), '05');
    await user.click(within(modal).getByRole('button', { name: 'Valider' }));

    const alert = await within(modal).findByRole('alert', { name: grounded });
    expect(alert).toHaveTextContent(grounded);
    expect(within(alert).getByRole('link', { name: "Voir les échéances de l'avion" })).toHaveAttribute('href', '/due?planeId=7&status=depasse');
    // And the usual red toast.
    expect(await screen.findAllByText(grounded)).toHaveLength(2);
  });

  it('deletes a manifest in preparation after saying its parcels go back onto their waybills', async () => {
    const fetchMock = mockApi({
      'GET /api/manifests/4': () => jsonResponse(200, manifestDetail()),
      'DELETE /api/manifests/4': () =>
        jsonResponse(200, { msg: 'Manifeste supprimé : ses colis sont revenus sur leurs bordereaux', data: manifest(4) }),
      'GET /api/manifests/counts': () => jsonResponse(200, [{ status: 'EnCours', count: 0 }, { status: 'Arriver', count: 0 }]),
      'GET /api/manifests': () => jsonResponse(200, pageOf([])),
    });
    const { router } = renderApp('/manifests/4', sessionWith(staff));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer le manifeste MAN-000004' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer le manifeste' });
    expect(confirm).toHaveTextContent('Supprimer le manifeste MAN-000004 ? Ses colis reviendront sur leurs bordereaux.');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/manifests/4')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manifests'));
    expect(await screen.findByText('Manifeste supprimé : ses colis sont revenus sur leurs bordereaux')).toBeInTheDocument();
  });

  it('offers no change once arrived, but still the shipped quantities', async () => {
    const arrived = { status: 'Arriver' as const, departureDate: '2026-11-22', actions: { edit: false, delete: false, validate: false, ship: true } };
    mockApi({ 'GET /api/manifests/4': () => jsonResponse(200, manifestDetail(arrived)) });
    renderApp('/manifests/4', sessionWith(staff));
    const card = await screen.findByRole('article', { name: 'MAN-000004' });
    expect(card).toHaveTextContent('Date de départ22/11/2026');
    expect(within(card).queryByRole('button', { name: /Modifier|Supprimer|Valider/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Quantités expédiées du colis/ })).toHaveLength(3);
  });

  it('says when the manifest does not exist', async () => {
    mockApi({});
    renderApp('/manifests/99', sessionWith(staff));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manifeste introuvable' })).toBeInTheDocument();
  });
});

describe('printable manifest', { timeout: 15_000 }, () => {
  it('prints one sheet per destination, each table padded with blank rows to 10', async () => {
    mockApi({ 'GET /api/manifests/4': () => jsonResponse(200, manifestDetail()) });
    renderApp('/manifests/4/print', sessionWith(staff));

    const kinshasa = await screen.findByRole('article', { name: 'Manifeste MAN-000004 · Kinshasa (Kinshasa)' });
    const bukavu = screen.getByRole('article', { name: 'Manifeste MAN-000004 · Bukavu (Sud-Kivu)' });
    expect(document.querySelectorAll('.print-sheet')).toHaveLength(2);
    for (const sheet of [kinshasa, bukavu]) {
      expect(sheet).toHaveTextContent('MANIFESTEN° MAN-000004');
      expect(within(sheet).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
        'N° CARGO',
        'Qté',
        'Kg',
        'EXPÉDITEUR',
        'DESTINATAIRE',
        'TÉLÉPHONE',
        'SIGNATURE',
      ]);
      // Header, 10 body rows, subtotal.
      expect(sheet.querySelectorAll('tbody tr')).toHaveLength(10);
    }
    expect(kinshasa).toHaveTextContent('Soute Goma');
    expect(kinshasa).toHaveTextContent('Antonov An-26 · 9S-GTB');
    expect(kinshasa).toHaveTextContent('Aline Pilote');
    expect(kinshasa).toHaveTextContent('Goma (Nord-Kivu) → Kinshasa (Kinshasa)');
    expect(kinshasa).toHaveTextContent('Date de départNon définie');
    expect(kinshasa).toHaveTextContent('Feuille 1 / 2');
    expect(within(kinshasa).getByRole('row', { name: /EXP-000002-1/ })).toHaveTextContent('EXP-000002-111,5Amani KabilaJean-Pierre Mulumba0991000002');
    expect(within(kinshasa).getByRole('row', { name: /Sous-total/ })).toHaveTextContent('Sous-total34,5');
    expect(within(bukavu).getByRole('row', { name: /Sous-total/ })).toHaveTextContent('Sous-total22');
    expect(screen.getByRole('button', { name: 'Imprimer' })).toHaveClass('print-hide');
  });
});

describe('my manifests', { timeout: 15_000 }, () => {
  it("shows a pilot their manifests, with their own detail and print pages", async () => {
    const fetchMock = mockApi({
      'GET /api/my/manifests': () => jsonResponse(200, pageOf([manifest(4)])),
      'GET /api/my/manifests/4': () => jsonResponse(200, manifestDetail()),
    });
    renderApp('/my/manifests', sessionWith(['afficher mes manifestes']));
    const card = await screen.findByRole('article', { name: 'MAN-000004' });
    expect(within(card).getByRole('link', { name: 'Imprimer le manifeste MAN-000004' })).toHaveAttribute('href', '/my/manifests/4/print');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('link', { name: 'Détails du manifeste MAN-000004' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Manifeste MAN-000004' })).toBeInTheDocument();
    expect(screen.getAllByRole('row', { name: /EXP-/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Quantités expédiées/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/my/manifests/4')).toHaveLength(1);
  });

  it('says when no manifest is entrusted to the pilot', async () => {
    mockApi({ 'GET /api/my/manifests': () => jsonResponse(200, pageOf([])) });
    renderApp('/my/manifests', sessionWith(['afficher mes manifestes']));
    expect(await screen.findByText('Aucun manifeste ne vous est confié')).toBeInTheDocument();
  });
});
