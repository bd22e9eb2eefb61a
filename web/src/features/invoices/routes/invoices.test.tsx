import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DebtorExpedition } from '@/features/invoices/api/get-debts';
import type { Invoice } from '@/features/invoices/api/get-invoices';
import type { Receivable } from '@/features/invoices/api/get-receivables';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const invoice = (id: number, price: number, customer: string): Invoice => ({
  id,
  ref_invoice: `FAC-${String(id).padStart(6, '0')}`,
  subject: `EXP-${String(id).padStart(6, '0')}`,
  price,
  expeditionId: 3,
  expedition: { id: 3, ref_expedition: 'EXP-000003' },
  billetId: null,
  billet: null,
  customer: { id: 7, name: customer },
  extension: { id: 1, name: 'Soute Goma' },
  invoice_user: { id: 2, name: 'Agent Goma' },
  createdAt: '2026-11-21T08:05:00Z',
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: null,
});
const payments = { ...pageOf([invoice(2, 6.67, 'Amani Kabila'), invoice(1, 5, 'Amani Kabila')], 2), amount: 11.67 };

const receivable: Receivable = {
  customer: { id: 7, name: 'Amani Kabila' },
  tel: '0991000001',
  expeditions: 2,
  debt: 18.34,
  oldest: '2026-11-02T09:00:00Z',
};

const expedition = (id: number, debt: number, senderId = 7): DebtorExpedition => ({
  id,
  ref_expedition: `EXP-${String(id).padStart(6, '0')}`,
  senderId,
  price: 11.67,
  paid: 11.67 - debt,
  debt,
  createdAt: '2026-11-02T09:00:00Z',
  sender: { id: senderId, name: senderId === 7 ? 'Amani Kabila' : 'Amani Kabilanga', tel: null },
  recipient: { id: 8, name: 'Neema Uwimana', tel: null },
  route: { id: 1, name: 'Goma - Kinshasa' },
});

const branches = pageOf([
  { id: 1, name: 'Soute Goma', city: 'Goma', region: 'Nord-Kivu', status: 1, type: 1 },
  { id: 2, name: 'Soute Kinshasa', city: 'Kinshasa', region: 'Kinshasa', status: 1, type: 1 },
]);

const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'GET /api/invoices').map(({ url }) => Object.fromEntries(url.searchParams));

function invoicesApi(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/invoices': () => jsonResponse(200, payments),
    'GET /api/invoices/receivables': () => jsonResponse(200, pageOf([receivable])),
    'GET /api/extensions': () => jsonResponse(200, branches),
    ...more,
  });
}

describe('invoices', () => {
  it("names a cancelled payment's expedition once it was deleted, without a link", async () => {
    const orphan: Invoice = {
      ...invoice(9, 5, 'Amani Kabila'),
      subject: 'EXP-000042',
      expeditionId: null,
      expedition: null,
      cancelledAt: '2026-11-22T09:00:00Z',
      cancelledBy: { id: 2, name: 'Agent Goma' },
      cancelReason: 'Enregistrée deux fois',
    };
    invoicesApi({ 'GET /api/invoices': () => jsonResponse(200, { ...pageOf([orphan]), amount: 0 }) });
    renderApp('/invoices', sessionWith(['afficher facture']));

    const row = within(await screen.findByRole('table')).getByRole('row', { name: /FAC-000009/ });
    expect(row).toHaveTextContent('EXP-000042 (supprimé)');
    expect(within(row).queryByRole('link', { name: 'EXP-000042' })).toBeNull();
  });

  it('lists the payments with their total, and the tabs with their counts', async () => {
    invoicesApi();
    renderApp('/invoices', sessionWith(['afficher facture']));

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Num', 'Référence', 'Date', 'Client', 'Expédition ou billet', 'Montant', 'Agence', 'Reçu par', 'État',
    ]);
    const row = within(table).getByRole('row', { name: /FAC-000002/ });
    expect(row).toHaveTextContent('21/11/2026');
    expect(row).toHaveTextContent('Amani Kabila');
    expect(row).toHaveTextContent('6,67 $');
    expect(row).toHaveTextContent('Agent Goma');
    expect(within(row).getByRole('link', { name: 'EXP-000003' })).toHaveAttribute('href', '/expeditions/3/bon');
    expect(screen.getByLabelText('Total des paiements')).toHaveTextContent('Total des 2 paiements, annulés non comptés11,67 $');
    expect(await screen.findByRole('tab', { name: 'Paiements (2)', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Créances (1)' })).toBeInTheDocument();
    // Adding a payment needs its own permission.
    expect(screen.queryByRole('button', { name: 'Nouveau paiement' })).not.toBeInTheDocument();
  });

  it("shows a ticket's payment with the ticket's reference, linked to its page, and searches by it", async () => {
    const ticketPayment: Invoice = { ...invoice(3, 45.5, 'Neema Bahati'), expeditionId: null, expedition: null, billetId: 2, billet: { id: 2, ref_billet: 'BIL-000002' } };
    const fetchMock = invoicesApi({ 'GET /api/invoices': () => jsonResponse(200, { ...pageOf([ticketPayment]), amount: 45.5 }) });
    renderApp('/invoices', sessionWith(['afficher facture']));
    const row = await screen.findByRole('row', { name: /FAC-000003/ });
    expect(within(row).getByRole('link', { name: 'BIL-000002' })).toHaveAttribute('href', '/billets/2');
    expect(within(row).queryByRole('link', { name: /EXP-/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.click(screen.getByRole('combobox', { name: 'Rechercher par' }));
    await user.click(await screen.findByRole('option', { name: 'Référence du billet' }));
    await user.type(screen.getByRole('textbox', { name: 'Texte recherché' }), 'BIL-000002');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ column: 'billet.ref_billet', q: 'BIL-000002', page: '1', per_page: '5' }));
  });

  it('filters the payments by days, branch and search, from the first page', async () => {
    const fetchMock = invoicesApi();
    renderApp('/invoices', sessionWith(['afficher facture']));
    await screen.findByRole('table');
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Du' }), '01/11/2026');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ from: '2026-11-01', page: '1', per_page: '5' }));
    await user.type(screen.getByRole('textbox', { name: 'Au' }), '21/11/2026');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toMatchObject({ from: '2026-11-01', to: '2026-11-21' }));

    await user.click(screen.getByRole('combobox', { name: 'Agence' }));
    await user.click(await screen.findByRole('option', { name: 'Soute Kinshasa' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toMatchObject({ extensionId: '2', page: '1' }));

    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.click(screen.getByRole('combobox', { name: 'Rechercher par' }));
    await user.click(await screen.findByRole('option', { name: 'Client' }));
    await user.type(screen.getByRole('textbox', { name: 'Texte recherché' }), 'Amani');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toEqual({
        from: '2026-11-01',
        to: '2026-11-21',
        extensionId: '2',
        column: 'customer.name',
        q: 'Amani',
        page: '1',
        per_page: '5',
      }),
    );
  });

  it('says when no payment is kept by the filters, or when they cannot be loaded', async () => {
    invoicesApi({ 'GET /api/invoices': () => jsonResponse(200, { ...pageOf([]), amount: 0 }) });
    renderApp('/invoices', sessionWith(['afficher facture']));
    expect(await screen.findByText('Aucun paiement')).toBeInTheDocument();

    invoicesApi({ 'GET /api/invoices': () => jsonResponse(400, { msg: 'Certains champs sont invalides', code: 'invalid_input', fields: { from: 'Date invalide' } }) });
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Du' }), '01/11/2026');
    expect(await screen.findByText('Échec du chargement')).toBeInTheDocument();
    expect(screen.getByText('Certains champs sont invalides')).toBeInTheDocument();
  });

  it('lists what each client owes, the oldest first', async () => {
    invoicesApi();
    renderApp('/invoices?onglet=creances', sessionWith(['afficher facture']));

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Num', 'Client', 'Téléphone', 'Expéditions et billets dus', 'Dette totale', 'Plus ancienne',
    ]);
    expect(within(table).getByRole('row', { name: /Amani Kabila/ })).toHaveTextContent('0991000001218,34 $02/11/2026');
  });

  it('says when no client owes anything', async () => {
    invoicesApi({ 'GET /api/invoices/receivables': () => jsonResponse(200, pageOf([])) });
    renderApp('/invoices?onglet=creances', sessionWith(['afficher facture']));
    expect(await screen.findByText('Aucune créance : tous les clients sont à jour')).toBeInTheDocument();
  });
});

describe('adding a payment', () => {
  it("takes a payment of one of a client's expeditions, from the receivables", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = invoicesApi({
      // The search by name also finds a namesake, who is not offered.
      'GET /api/expeditions': () => jsonResponse(200, pageOf([expedition(1, 6.67), expedition(2, 11.67), expedition(4, 3, 9)])),
      'POST /api/expeditions/2/invoices': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/invoices?onglet=creances', sessionWith(['afficher facture', 'ajouter facture']));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Payer la dette de Amani Kabila' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouveau paiement de Amani Kabila' });
    const [search] = callsTo(fetchMock, 'GET /api/expeditions');
    expect(Object.fromEntries(search.url.searchParams)).toEqual({ column: 'sender.name', q: 'Amani Kabila', per_page: '100' });

    await user.click(await within(modal).findByRole('combobox', { name: 'Expédition ou billet' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'EXP-000001Amani Kabila · 02/11/2026 · reste 6,67\u00a0$',
      'EXP-000002Amani Kabila · 02/11/2026 · reste 11,67\u00a0$',
    ]);
    await user.click(screen.getByRole('option', { name: /EXP-000002/ }));
    expect(within(modal).getByLabelText('Ce qui reste dû')).toHaveTextContent('Reste à payer11,67 $');

    await user.type(within(modal).getByRole('textbox', { name: 'Montant ($)' }), '11.67');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Sauvegarder' })).toBeDisabled());
    const [post] = callsTo(fetchMock, 'POST /api/expeditions/2/invoices');
    expect(JSON.parse(String(post.init.body))).toEqual({ amount: 11.67 });

    answer(jsonResponse(201, { msg: 'Paiement enregistré', data: invoice(3, 11.67, 'Amani Kabila') }));
    expect(await screen.findByText('Paiement enregistré')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("takes a payment of one of a client's tickets, found by the client's phone", async () => {
    const ticket = {
      id: 2,
      ref_billet: 'BIL-000002',
      customerId: 7,
      name: 'Amani Kabila',
      fare: 150,
      paid: 0,
      due: 150,
      status: 'absent',
      createdAt: '2026-11-21T08:05:00Z',
      manifest: {
        id: 12,
        ref_manifest: 'MAN-000012',
        status: 'EnCours',
        planeId: 1,
        planeRef: '9Q-CSA',
        origin: { id: 1, name: 'Soute Goma', city: 'Goma' },
        destination: { id: 3, name: 'Soute Bunia', city: 'Bunia' },
        departureDate: null,
        departureTime: null,
        createdAt: '2026-11-20T08:00:00Z',
      },
    };
    const fetchMock = invoicesApi({
      'GET /api/expeditions': () => jsonResponse(200, pageOf([expedition(1, 6.67)])),
      // A namesake's ticket (another person with the same phone never happens; another customer id is not offered).
      'GET /api/billets': () => jsonResponse(200, pageOf([ticket, { ...ticket, id: 3, ref_billet: 'BIL-000003', customerId: 9 }])),
      'POST /api/billets/2/invoices': () => jsonResponse(201, { msg: 'Paiement enregistré', data: invoice(4, 150, 'Amani Kabila') }),
    });
    renderApp('/invoices?onglet=creances', sessionWith(['afficher facture', 'ajouter facture']));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Payer la dette de Amani Kabila' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouveau paiement de Amani Kabila' });
    await user.click(await within(modal).findByRole('combobox', { name: 'Expédition ou billet' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'EXP-000001Amani Kabila · 02/11/2026 · reste 6,67\u00a0$',
      'BIL-000002Amani Kabila · 21/11/2026 · reste 150,00\u00a0$',
    ]);
    const [search] = callsTo(fetchMock, 'GET /api/billets');
    expect(Object.fromEntries(search.url.searchParams)).toEqual({ column: 'tel', q: '0991000001', per_page: '100' });
    await user.click(screen.getByRole('option', { name: /BIL-000002/ }));
    expect(within(modal).getByLabelText('Ce qui reste dû')).toHaveTextContent('VolMAN-000012 · Goma → Bunia');
    await user.type(within(modal).getByRole('textbox', { name: 'Montant ($)' }), '150');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/billets/2/invoices')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/billets/2/invoices')[0].init.body))).toEqual({ amount: 150 });
  });

  it('checks the amount: required, more than zero, at most the debt', async () => {
    const fetchMock = invoicesApi({ 'GET /api/expeditions': () => jsonResponse(200, pageOf([expedition(1, 6.67)])) });
    renderApp('/invoices?onglet=creances', sessionWith(['afficher facture', 'ajouter facture']));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Payer la dette de Amani Kabila' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouveau paiement de Amani Kabila' });
    // The client's only unpaid expedition is chosen already.
    expect(await within(modal).findByRole('combobox', { name: 'Expédition ou billet' })).toHaveValue('EXP-000001');
    const amount = within(modal).getByRole('textbox', { name: 'Montant ($)' });
    const save = within(modal).getByRole('button', { name: 'Sauvegarder' });

    await user.click(save);
    expect(await within(modal).findByText('Saisissez le montant.')).toBeInTheDocument();
    await user.type(amount, '0');
    await user.click(save);
    expect(await within(modal).findByText('Le montant doit être supérieur à zéro.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '6.68');
    await user.click(save);
    expect(await within(modal).findByText('Le montant dépasse la dette restante (6,67 $).')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/expeditions/1/invoices')).toEqual([]);
  });

  it("shows the server's refusal on the amount", async () => {
    invoicesApi({
      'GET /api/expeditions': () => jsonResponse(200, pageOf([expedition(1, 6.67)])),
      'POST /api/expeditions/1/invoices': () =>
        jsonResponse(409, { msg: 'Le paiement dépasse la dette restante (1,67 $)', code: 'conflict' }),
    });
    renderApp('/invoices?onglet=creances', sessionWith(['afficher facture', 'ajouter facture']));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Payer la dette de Amani Kabila' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouveau paiement de Amani Kabila' });
    await within(modal).findByRole('combobox', { name: 'Expédition ou billet' });
    const amount = within(modal).getByRole('textbox', { name: 'Montant ($)' });
    await user.type(amount, '5');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    // On the field, in red, and as a toast; the modal stays open.
    expect(await within(modal).findByText('Le paiement dépasse la dette restante (1,67 $)')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Le paiement dépasse la dette restante (1,67 $)')).toHaveLength(2);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('finds the expedition by its reference from 3 characters, and asks for one', async () => {
    const fetchMock = invoicesApi({ 'GET /api/expeditions': () => jsonResponse(200, pageOf([expedition(1, 6.67), expedition(5, 0)])) });
    renderApp('/invoices', sessionWith(['afficher facture', 'ajouter facture']));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Nouveau paiement' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouveau paiement' });
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText("Choisissez l'expédition ou le billet payé.")).toBeInTheDocument();

    const picker = within(modal).getByRole('combobox', { name: 'Expédition ou billet' });
    await user.type(picker, 'EX');
    expect(await screen.findByText('Saisissez au moins 3 caractères de la référence')).toBeInTheDocument();
    await user.type(picker, 'P-0');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/expeditions')).toHaveLength(1));
    const [search] = callsTo(fetchMock, 'GET /api/expeditions');
    expect(Object.fromEntries(search.url.searchParams)).toEqual({ column: 'ref_expedition', q: 'EXP-0', per_page: '100' });
    // Only expeditions with a debt are offered.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'EXP-000001Amani Kabila · 02/11/2026 · reste 6,67\u00a0$',
    ]);
    await user.click(screen.getByRole('option', { name: /EXP-000001/ }));
    expect(within(modal).getByLabelText('Ce qui reste dû')).toHaveTextContent('ClientAmani Kabila');
    expect(within(modal).queryByText("Choisissez l'expédition ou le billet payé.")).not.toBeInTheDocument();
  });
});

describe('cancelling a payment', () => {
  const cancelled: Invoice = {
    ...invoice(1, 5, 'Amani Kabila'),
    cancelledAt: '2026-11-22T09:30:00Z',
    cancelledBy: { id: 4, name: 'Gérant Goma' },
    cancelReason: 'Montant saisi deux fois',
  };

  it('shows a cancelled payment struck through, with who, when and why, and left out of the total', async () => {
    invoicesApi({ 'GET /api/invoices': () => jsonResponse(200, { ...pageOf([invoice(2, 6.67, 'Amani Kabila'), cancelled], 2), amount: 6.67 }) });
    renderApp('/invoices', sessionWith(['afficher facture', 'supprimer facture']));

    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /FAC-000001/ });
    expect(within(row).getByText('Annulé')).toBeInTheDocument();
    expect(within(row).getByText(/^5,00\s\$$/)).toHaveStyle({ textDecoration: 'line-through' });
    expect(row).toHaveTextContent('par Gérant Goma, le 22/11/2026');
    expect(row).toHaveTextContent('Motif : Montant saisi deux fois');
    // Nothing to cancel twice; the payment that counts can be cancelled.
    expect(within(row).queryByRole('button', { name: /Annuler/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Annuler le paiement FAC-000002' })).toBeInTheDocument();
    expect(screen.getByLabelText('Total des paiements')).toHaveTextContent('Total des 2 paiements, annulés non comptés6,67 $');
  });

  it('offers Annuler only to those who may delete payments', async () => {
    invoicesApi();
    renderApp('/invoices', sessionWith(['afficher facture', 'ajouter facture']));
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('button', { name: /Annuler le paiement/ })).not.toBeInTheDocument();
  });

  it('asks for the reason, then cancels the payment and says so', async () => {
    let list = payments;
    const fetchMock = invoicesApi({
      'GET /api/invoices': () => jsonResponse(200, list),
      'POST /api/invoices/2/cancel': () => {
        list = { ...pageOf([{ ...invoice(2, 6.67, 'Amani Kabila'), ...cancelled, id: 2, ref_invoice: 'FAC-000002' }, invoice(1, 5, 'Amani Kabila')], 2), amount: 5 };
        return jsonResponse(200, { msg: 'Paiement FAC-000002 annulé', data: list.items[0] });
      },
    });
    renderApp('/invoices', sessionWith(['afficher facture', 'supprimer facture']));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Annuler le paiement FAC-000002' }));
    const modal = await screen.findByRole('dialog', { name: 'Annuler le paiement FAC-000002' });
    expect(modal).toHaveTextContent('Le paiement FAC-000002 de 6,67 $ du 21/11/2026 restera dans l\'historique');
    const confirm = within(modal).getByRole('button', { name: 'Annuler le paiement' });

    // The reason is required, of 3 characters at least.
    await user.click(confirm);
    expect(await within(modal).findByText("Indiquez le motif de l'annulation.")).toBeInTheDocument();
    const reason = within(modal).getByRole('textbox', { name: /^Motif de l'annulation/ });
    await user.type(reason, 'ab');
    await user.click(confirm);
    expect(await within(modal).findByText('Au moins 3 caractères.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/invoices/2/cancel')).toEqual([]);

    await user.type(reason, 'c saisi deux fois');
    await user.click(confirm);
    expect(await screen.findByText('Paiement FAC-000002 annulé')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = callsTo(fetchMock, 'POST /api/invoices/2/cancel');
    expect(JSON.parse(String(call.init.body))).toEqual({ reason: 'abc saisi deux fois' });
    // The list is fetched again: the payment shows cancelled, the total without it.
    const row = await screen.findByRole('row', { name: /FAC-000002.*Annulé/ });
    expect(row).toHaveTextContent('par Gérant Goma');
    expect(screen.getByLabelText('Total des paiements')).toHaveTextContent('5,00 $');
  });

  it("shows the server's refusal in the modal, which stays open", async () => {
    invoicesApi({
      'POST /api/invoices/2/cancel': () => jsonResponse(409, { msg: 'Ce paiement est déjà annulé', code: 'conflict' }),
    });
    renderApp('/invoices', sessionWith(['afficher facture', 'supprimer facture']));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Annuler le paiement FAC-000002' }));
    const modal = await screen.findByRole('dialog', { name: 'Annuler le paiement FAC-000002' });
    await user.type(within(modal).getByRole('textbox', { name: /^Motif/ }), 'Erreur de saisie');
    await user.click(within(modal).getByRole('button', { name: 'Annuler le paiement' }));
    expect(await within(modal).findByText('Ce paiement est déjà annulé')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Annuler le paiement FAC-000002' })).toBeInTheDocument();
  });
});
