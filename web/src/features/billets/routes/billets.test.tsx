import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { billet, billetCounts, openManifest } from '@/features/billets/testing';
import { IDEMPOTENCY_HEADER } from '@/lib/api-client';
import type { Permission } from '@/lib/permissions';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { onPhone } from '@/testing/browser';
import { renderApp } from '@/testing/render-app';

/** Spaces as Intl writes them (no-break, narrow no-break), as ordinary ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const counter: Permission[] = ['afficher billet', 'ajouter billet', 'modifier billet', 'supprimer billet', 'ajouter facture', 'afficher manifeste'];

const sold = [
  billet(1),
  billet(2, { name: 'Jean Mukendi', tel: '0991000032', seat: null, type: 'enfant', weight: 35, fare: 80, paid: 0, due: 80, baggagePieces: 0, baggageWeight: 0 }),
];

function billetsApi(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/billets': (_, url) => jsonResponse(200, url.searchParams.get('status') === 'reserve' ? pageOf(sold) : pageOf([])),
    'GET /api/billets/counts': () => jsonResponse(200, billetCounts),
    'GET /api/manifests': () => jsonResponse(200, pageOf([openManifest(12), openManifest(14, { seats: null, seatsLeft: null, maxPayload: null, payloadLeft: null })])),
    ...more,
  });
}

const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'GET /api/billets').map(({ url }) => Object.fromEntries(url.searchParams));

describe('the tickets list', { timeout: 20_000 }, () => {
  it('shows the tickets by status with their counts, each with its passenger, flight, seat, load and what it owes', async () => {
    billetsApi();
    renderApp('/billets', sessionWith(counter));

    expect(await screen.findByRole('heading', { level: 1, name: 'Billets' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Réservé (2)', 'Embarqué (1)', 'Absent (0)', 'Annulé (1)']),
    );
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Num', 'Référence', 'Passager', 'Vol', 'Siège', 'Poids · bagages', 'Tarif', 'Action',
    ]);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => plain(row.textContent));
    expect(rows).toEqual([
      '1BIL-00000121/11/2026Neema Bahati0991000031MAN-000012Goma → Bunia3AAdulte84 kg2 bagages · 23,5 kg120,00 $PayéActions',
      '2BIL-00000221/11/2026Jean Mukendi0991000032MAN-000012Goma → BuniaPlacement libreEnfant35 kgSans bagage80,00 $Reste 80,00 $Actions',
    ]);
    expect(within(table).getByRole('link', { name: 'BIL-000001' })).toHaveAttribute('href', '/billets/1');
    expect(screen.getByRole('button', { name: 'Nouveau billet' })).toBeInTheDocument();
  });

  it('changes tab and searches by the chosen column, from three characters', async () => {
    const fetchMock = billetsApi();
    const { router } = renderApp('/billets', sessionWith(counter));
    const user = userEvent.setup();
    await screen.findByRole('table');

    await user.click(screen.getByRole('tab', { name: 'Embarqué (1)' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ status: 'embarque', page: '1', per_page: '5' }));
    expect(router.state.location.search).toBe('?statut=embarque');
    expect(await screen.findByText('Aucun passager embarqué')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.click(screen.getByRole('combobox', { name: 'Rechercher par' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'par référence', 'par nom', 'par téléphone', 'par manifeste',
    ]);
    await user.click(screen.getByRole('option', { name: 'par manifeste' }));
    await user.type(screen.getByRole('textbox', { name: 'Texte recherché' }), 'MAN-000012');
    // The search applies to every tab; the current one holds matches, so it stays.
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toEqual({
        status: 'embarque',
        column: 'manifest.ref_manifest',
        q: 'MAN-000012',
        page: '1',
        per_page: '5',
      }),
    );
    const counts = callsTo(fetchMock, 'GET /api/billets/counts').map(({ url }) => Object.fromEntries(url.searchParams));
    expect(counts.at(-1)).toEqual({ column: 'manifest.ref_manifest', q: 'MAN-000012' });
  });

  it('says when a tab is empty, when the list could not be read, and shows a loader meanwhile', async () => {
    let answer = () => jsonResponse(200, pageOf([]));
    billetsApi({ 'GET /api/billets': () => answer() });
    renderApp('/billets', sessionWith(['afficher billet']));
    expect(await screen.findByText('Aucun billet réservé')).toBeInTheDocument();
    // Without 'ajouter billet', no way to sell one.
    expect(screen.queryByRole('button', { name: 'Nouveau billet' })).not.toBeInTheDocument();

    answer = () => jsonResponse(403, { msg: 'Permission manquante : afficher billet', code: 'forbidden' });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Annulé (1)' }));
    expect(await screen.findByText('Permission manquante : afficher billet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();

    answer = () => new Promise<Response>(() => {}) as unknown as Response;
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Absent (0)' }));
    expect(await screen.findByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
  });

  it('is in the sidebar for those who may see the tickets', async () => {
    billetsApi();
    renderApp('/billets', sessionWith(['afficher dashboard', 'afficher billet']));
    const sidebar = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(sidebar).getByRole('link', { name: 'Billets' })).toHaveAttribute('href', '/billets');
  });

  it('is not there without the permission', async () => {
    mockApi({});
    renderApp('/billets', sessionWith(['afficher expedition']));
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });
});

describe('the tickets list on a phone', () => {
  beforeEach(onPhone);

  it('shows one card per ticket, each field named', async () => {
    billetsApi();
    renderApp('/billets', sessionWith(counter));
    const cards = await screen.findAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Num', 'Référence', 'Passager', 'Vol', 'Siège', 'Poids · bagages', 'Tarif', 'Action',
    ]);
    expect(plain(cards[1].textContent)).toContain('Reste 80,00 $');
  });
});

describe('selling a ticket', { timeout: 30_000 }, () => {
  async function openForm() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouveau billet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau billet' });
    return { user, dialog };
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, values: Record<string, string>) {
    await user.click(within(dialog).getByRole('combobox', { name: 'Vol (manifeste)' }));
    const option = await screen.findByRole('option', { name: /^MAN-000012/ });
    // Each flight says its route, its day, its aircraft and what is left of its seats and payload.
    expect(plain(option.textContent)).toBe('MAN-000012 · Goma → Bunia' + 'ouvert le 20/11/2026 · 9Q-CSA · 9 sièges libres · 288 kg de charge utile libre');
    expect(plain(screen.getByRole('option', { name: /^MAN-000014/ }).textContent)).toContain('sièges et charge utile non limités');
    await user.click(option);
    for (const [label, value] of Object.entries(values)) {
      const input = within(dialog).getByRole('textbox', { name: new RegExp(`^${label.replace(/[()$]/g, '\\$&')}`) });
      await user.clear(input);
      if (value !== '') await user.type(input, value);
    }
  }

  const passenger = { Nom: 'Furaha Kasongo', Téléphone: '0991000077', "Pièce d'identité": 'Carte OP-778' };

  it('refuses a cash above the fare, then sells with 12,5 read as twelve and a half, once', async () => {
    const fetchMock = billetsApi({
      'POST /api/billets': () =>
        jsonResponse(201, {
          msg: 'Billet BIL-000009 enregistré',
          data: billet(9, { name: 'Furaha Kasongo', fare: 120, paid: 12.5, due: 107.5, seat: '4B' }),
        }),
    });
    renderApp('/billets', sessionWith(counter));
    const { user, dialog } = await openForm();

    // The weight's placeholder says the standard mass is used when it is left empty.
    expect(plain(within(dialog).getByRole('textbox', { name: 'Poids du passager' }).getAttribute('placeholder'))).toBe('Vide : masse standard (84 kg)');
    await fill(user, dialog, { ...passenger, Siège: '4b', 'Poids du passager': '72,5', 'Bagages (kg)': '12,5', 'Tarif ($)': '120', 'Montant payé ($)': '150' });
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(dialog).findByText('Le montant payé dépasse le tarif (120,00 $).', { normalizer: plain })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/billets')).toHaveLength(0);

    const cash = within(dialog).getByRole('textbox', { name: /^Montant payé/ });
    await user.clear(cash);
    await user.type(cash, '12,5');
    expect(within(dialog).getByText('Reste à payer après l\'enregistrement : 107,50 $', { normalizer: plain })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Billet BIL-000009 enregistré');
    const [post] = callsTo(fetchMock, 'POST /api/billets');
    expect(JSON.parse(String(post.init.body))).toEqual({
      manifestId: 12,
      name: 'Furaha Kasongo',
      tel: '0991000077',
      document: 'Carte OP-778',
      type: 'adulte',
      seat: '4B',
      weight: 72.5,
      baggagePieces: 0,
      baggageWeight: 12.5,
      fare: 120,
      cash: 12.5,
    });
    expect(new Headers(post.init.headers).get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(dialog).getByRole('link', { name: 'Imprimer le billet' })).toHaveAttribute('href', '/billets/9/print');
  });

  it('leaves the cash out when it is empty (paid in full), the weight null for the standard mass', async () => {
    const fetchMock = billetsApi({
      'POST /api/billets': () => jsonResponse(201, { msg: 'Billet BIL-000010 enregistré', data: billet(10) }),
    });
    renderApp('/billets', sessionWith(counter));
    const { user, dialog } = await openForm();
    await fill(user, dialog, { ...passenger, 'Tarif ($)': '95,50' });
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    await within(dialog).findByRole('status');
    const body = JSON.parse(String(callsTo(fetchMock, 'POST /api/billets')[0].init.body));
    expect(body).not.toHaveProperty('cash');
    expect(body).toMatchObject({ weight: null, seat: null, fare: 95.5 });
  });

  it("says the server's refusal of a flight without payload left in red, and marks the fields it names", async () => {
    billetsApi({
      'POST /api/billets': () =>
        jsonResponse(409, {
          msg: 'Charge utile dépassée de 112 kg : 9Q-CSA emporte au plus 1 500 kg, ce vol en aurait 1 612.',
          code: 'payload_exceeded',
          fields: { baggageWeight: 'Trop lourd pour ce vol.' },
        }),
    });
    renderApp('/billets', sessionWith(counter));
    const { user, dialog } = await openForm();
    await fill(user, dialog, { ...passenger, 'Bagages (kg)': '200', 'Tarif ($)': '120', 'Montant payé ($)': '0' });
    const save = within(dialog).getByRole('button', { name: 'Sauvegarder' });
    await user.click(save);

    const alert = await within(dialog).findByRole('alert');
    expect(plain(alert.textContent)).toContain('Charge utile dépassée de 112 kg : 9Q-CSA emporte au plus 1 500 kg, ce vol en aurait 1 612.');
    expect(within(dialog).getByRole('textbox', { name: 'Bagages (kg)' })).toHaveAccessibleDescription('Trop lourd pour ce vol.');
    expect(save).toBeEnabled();
    // The modal stays, with what was typed.
    expect(within(dialog).getByRole('textbox', { name: 'Nom' })).toHaveValue('Furaha Kasongo');
  });

  it('marks the seat when the server says another passenger holds it', async () => {
    billetsApi({
      'POST /api/billets': () => jsonResponse(409, { msg: 'Le siège 3A est déjà pris (BIL-000001)', code: 'seat_taken' }),
    });
    renderApp('/billets', sessionWith(counter));
    const { user, dialog } = await openForm();
    await fill(user, dialog, { ...passenger, Siège: '3a', 'Tarif ($)': '120' });
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le siège 3A est déjà pris (BIL-000001)');
    expect(within(dialog).getByRole('textbox', { name: 'Siège' })).toHaveAccessibleDescription('Le siège 3A est déjà pris (BIL-000001)');
  });

  it('checks the fields before sending', async () => {
    const fetchMock = billetsApi();
    renderApp('/billets', sessionWith(counter));
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Poids du passager' }), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(dialog).findByText('Choisissez le vol.')).toBeInTheDocument();
    expect(within(dialog).getByText('Saisissez le nom du passager.')).toBeInTheDocument();
    expect(within(dialog).getByText('Saisissez le téléphone du passager.')).toBeInTheDocument();
    expect(within(dialog).getByText("Saisissez la pièce d'identité.")).toBeInTheDocument();
    expect(within(dialog).getByText('Au plus 300 kg.', { normalizer: plain })).toBeInTheDocument();
    expect(within(dialog).getByText('Saisissez le tarif.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/billets')).toHaveLength(0);
  });
});

describe("a ticket's actions", { timeout: 20_000 }, () => {
  it('boards a ticket from its menu, with the version it was read at', async () => {
    const fetchMock = billetsApi({
      'POST /api/billets/1/status': () => jsonResponse(200, { msg: 'Passager embarqué', data: billet(1, { status: 'embarque' }) }),
    });
    renderApp('/billets', sessionWith(counter));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions du billet BIL-000001' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Voir', 'Imprimer', 'Modifier', 'Embarquer', 'Marquer absent', 'Annuler le billet', 'Supprimer',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Embarquer' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/billets/1/status')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/billets/1/status')[0].init.body))).toEqual({
      status: 'embarque',
      updatedAt: '2026-11-21T08:05:00.000000Z',
    });
    expect(await screen.findByText('Passager embarqué')).toBeInTheDocument();
  });

  it('asks before cancelling a ticket, and before deleting one', async () => {
    const fetchMock = billetsApi({
      'POST /api/billets/2/status': () => jsonResponse(200, { msg: 'Billet annulé', data: billet(2, { status: 'annule' }) }),
      'DELETE /api/billets/2': () => jsonResponse(200, { msg: 'Billet BIL-000002 supprimé' }),
    });
    renderApp('/billets', sessionWith(counter));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions du billet BIL-000002' }));
    await user.click(screen.getByRole('menuitem', { name: 'Annuler le billet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Annuler le billet BIL-000002' });
    expect(confirm).toHaveTextContent('Le billet de Jean Mukendi sur le vol MAN-000012 sera annulé');
    expect(callsTo(fetchMock, 'POST /api/billets/2/status')).toHaveLength(0);
    // The other button keeps the ticket: no 'Annuler' that would read as cancelling it.
    expect(within(confirm).getByRole('button', { name: 'Garder le billet' })).toBeInTheDocument();
    expect(within(confirm).queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Annuler le billet' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/billets/2/status')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Actions du billet BIL-000002' }));
    await user.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    const ask = await screen.findByRole('dialog', { name: 'Supprimer le billet' });
    // 'Fermer' leaves it, 'Supprimer' deletes it; an 'Annuler' here would read as cancelling the ticket.
    expect(within(ask).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(within(ask).queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/billets/2')).toHaveLength(1));
  });

  it('cancels a paid ticket only once the agent says whether the money is refunded or kept', async () => {
    const fetchMock = billetsApi({
      'POST /api/billets/1/status': () => jsonResponse(200, { msg: 'Billet annulé', data: billet(1, { status: 'annule' }) }),
    });
    renderApp('/billets', sessionWith(counter));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions du billet BIL-000001' }));
    await user.click(screen.getByRole('menuitem', { name: 'Annuler le billet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Annuler le billet BIL-000001' });
    expect(confirm).toHaveTextContent("Ce billet est payé (120,00 $). Que devient l'argent ?", { normalizeWhitespace: true });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler le billet' }));
    expect(await within(confirm).findByText("Choisissez : rembourser ou garder l'argent")).toBeInTheDocument();
    await user.click(within(confirm).getByRole('radio', { name: /^Rembourser le client/ }));
    await user.click(within(confirm).getByRole('button', { name: 'Annuler le billet' }));
    expect(await within(confirm).findByText('Le motif est obligatoire pour rembourser')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/billets/1/status')).toHaveLength(0);
    await user.type(within(confirm).getByRole('textbox', { name: /^Motif du remboursement/ }), 'Vol reporté');
    await user.click(within(confirm).getByRole('button', { name: 'Annuler le billet' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/billets/1/status')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/billets/1/status')[0].init.body))).toMatchObject({
      status: 'annule',
      refund: true,
      reason: 'Vol reporté',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Annuler le billet BIL-000001' })).not.toBeInTheDocument());
  });

  it('shows the no-show fee a cancelled ticket kept', async () => {
    billetsApi({ 'GET /api/billets': () => jsonResponse(200, pageOf([billet(1, { status: 'annule', noShowFee: 120 })])) });
    renderApp('/billets', sessionWith(counter));
    expect(await screen.findByText('Frais de non-présentation : 120,00 $', { normalizer: plain })).toBeInTheDocument();
  });

  it('takes a payment up to what the ticket owes', async () => {
    const fetchMock = billetsApi({
      'POST /api/billets/2/invoices': () => jsonResponse(201, { msg: 'Paiement FAC-000402 enregistré', data: {} }),
    });
    renderApp('/billets', sessionWith(counter));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions du billet BIL-000002' }));
    await user.click(screen.getByRole('menuitem', { name: 'Paiement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paiement du billet BIL-000002' });
    const amount = within(dialog).getByRole('textbox', { name: /^Montant/ });
    await user.type(amount, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(dialog).findByText('Le montant dépasse ce que le billet doit encore (80,00 $).', { normalizer: plain })).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '30,5');
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/billets/2/invoices')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/billets/2/invoices')[0].init.body))).toEqual({ amount: 30.5 });
  });

  it('offers only what the server says the user may do: nothing but reading without the rights', async () => {
    const none = { edit: false, statuses: [], delete: false, pay: false };
    billetsApi({ 'GET /api/billets': () => jsonResponse(200, pageOf(sold.map((b) => ({ ...b, actions: none })))) });
    renderApp('/billets', sessionWith(['afficher billet']));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions du billet BIL-000002' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Voir', 'Imprimer']);
  });
});
