import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expedition } from '@/features/expeditions/testing/fixtures';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const counts = [
  { status: 'EnStock', count: 7 },
  { status: 'EnCours', count: 1 },
  { status: 'Expedié', count: 0 },
];
// Partly paid: it may be changed and paid, not deleted (its payments are cancelled first).
const none = { edit: false, delete: false, pay: false };
const inStock = [expedition(12, { actions: { edit: true, delete: false, pay: true } }), expedition(11, { debt: 0, paid: 38.13, paiement: 1, actions: none })];
/** Nothing paid yet: it may be deleted too. */
const unpaid = expedition(13, { cash: 0, paid: 0, debt: 38.13, actions: { edit: true, delete: true, pay: true } });
const moving = expedition(9, { status: 'EnCours', quantityRestant: 1, quantityWaybill: 2, actions: none });

function listApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/expeditions/counts': () => jsonResponse(200, counts),
    'GET /api/expeditions': (_, url) => {
      const status = url.searchParams.get('status');
      if (status === 'EnStock') return jsonResponse(200, pageOf(inStock, 7, Number(url.searchParams.get('page'))));
      if (status === 'EnCours') return jsonResponse(200, pageOf([moving]));
      return jsonResponse(200, pageOf([]));
    },
    ...extra,
  });
}

const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'GET /api/expeditions').map(({ url }) => url.search);

describe('expedition list', { timeout: 15_000 }, () => {
  it('has the three status tabs with their counts, En stock first, and the totals of each expedition', async () => {
    const fetchMock = listApi();
    renderApp('/expeditions', sessionWith(['afficher expedition']));

    expect(await screen.findByRole('heading', { name: 'Expéditions' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    await waitFor(() => expect(tabs.map((tab) => tab.textContent)).toEqual(['En stock (7)', 'En cours (1)', 'Expédié (0)']));
    expect(screen.getByRole('tab', { name: 'En stock (7)' })).toHaveAttribute('aria-selected', 'true');

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Num',
      'Référence',
      'Expéditeur',
      'Destinataire',
      'Trajet',
      'Chargement',
      'Montant',
      'Action',
    ]);
    const row = within(table).getByRole('row', { name: /EXP-000012/ });
    expect(row).toHaveTextContent('20/11/2026');
    expect(row).toHaveTextContent('Neema Bahati');
    expect(row).toHaveTextContent('3 pièces15,25 kg');
    expect(row).toHaveTextContent('38,13 $Reste 28,13 $');
    expect(within(table).getByRole('row', { name: /EXP-000011/ })).toHaveTextContent('38,13 $Payé');
    expect(listCalls(fetchMock)).toEqual(['?status=EnStock&page=1&per_page=5']);
    // Without 'ajouter expedition', no Nouvelle expédition.
    expect(screen.queryByRole('button', { name: 'Nouvelle expédition' })).not.toBeInTheDocument();
  });

  it('starts a new tab on page 1 with the same search', async () => {
    const fetchMock = listApi();
    renderApp('/expeditions', sessionWith(['afficher expedition']));
    const user = userEvent.setup();
    await screen.findByRole('table');

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listCalls(fetchMock)).toContain('?status=EnStock&page=2&per_page=5'));
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.click(screen.getByRole('combobox', { name: 'Rechercher par' }));
    await user.click(await screen.findByRole('option', { name: 'Par expéditeur' }));
    await user.type(screen.getByRole('textbox', { name: 'Texte recherché' }), 'Neema');
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain('?status=EnStock&column=sender.name&q=Neema&page=1&per_page=5'),
    );

    await user.click(screen.getByRole('tab', { name: 'En cours (1)' }));
    expect(await screen.findByRole('row', { name: /EXP-000009/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Texte recherché' })).toHaveValue('Neema');
    expect(listCalls(fetchMock).at(-1)).toBe('?status=EnCours&column=sender.name&q=Neema&page=1&per_page=5');
  });

  it('counts the matches of a search in every tab, and opens the first tab holding some', async () => {
    const fetchMock = listApi({
      'GET /api/expeditions/counts': (_, url) =>
        jsonResponse(
          200,
          url.searchParams.has('q')
            ? [
                { status: 'EnStock', count: 0, capped: false },
                { status: 'EnCours', count: 1, capped: false },
                { status: 'Expedié', count: 100, capped: true },
              ]
            : counts,
        ),
    });
    renderApp('/expeditions', sessionWith(['afficher expedition']));
    const user = userEvent.setup();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.click(screen.getByRole('combobox', { name: 'Rechercher par' }));
    await user.click(await screen.findByRole('option', { name: 'Par expéditeur' }));
    await user.type(screen.getByRole('textbox', { name: 'Texte recherché' }), 'Mbe');

    // Nothing in stock: En cours opens, with the search.
    expect(await screen.findByRole('tab', { name: 'En cours (1)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'En stock (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Expédié (100+)' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/expeditions/counts').at(-1)?.url.search).toBe('?column=sender.name&q=Mbe');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe('?status=EnCours&column=sender.name&q=Mbe&page=1&per_page=5'));
    expect(await screen.findByRole('row', { name: /EXP-000009/ })).toBeInTheDocument();

    // Cleared: every expedition again, counted as before, on the tab now open.
    await user.clear(screen.getByRole('textbox', { name: 'Texte recherché' }));
    expect(await screen.findByRole('tab', { name: 'En stock (7)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'En cours (1)', selected: true })).toBeInTheDocument();
  });

  it('says when a tab is empty', async () => {
    listApi();
    renderApp('/expeditions?statut=Expedi%C3%A9', sessionWith(['afficher expedition']));
    expect(await screen.findByText('Aucune expédition dans cet onglet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Expédié (0)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when the list cannot be loaded, and tries again on request', async () => {
    let failing = true;
    listApi({
      'GET /api/expeditions': () =>
        failing
          ? jsonResponse(403, { msg: 'Permission manquante : afficher expedition', code: 'forbidden' })
          : jsonResponse(200, pageOf(inStock)),
    });
    renderApp('/expeditions', sessionWith(['afficher expedition']));

    expect(await screen.findByText('Permission manquante : afficher expedition')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('offers Modifier, Supprimer and Paiement only where the server says the user may', async () => {
    listApi();
    renderApp('/expeditions', sessionWith(['afficher expedition', 'modifier expedition', 'supprimer expedition', 'ajouter expedition', 'ajouter facture']));
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Nouvelle expédition' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Actions pour EXP-000012' }));
    let menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Reçu', 'Facture', 'Étiquettes', 'Paiement', 'Modifier']);
    expect(within(menu).getByRole('menuitem', { name: 'Reçu' })).toHaveAttribute('href', '/expeditions/12/bon');
    expect(within(menu).getByRole('menuitem', { name: 'Facture' })).toHaveAttribute('href', '/expeditions/12/facture');
    expect(within(menu).getByRole('menuitem', { name: 'Étiquettes' })).toHaveAttribute('href', '/expeditions/12/etiquettes');
    await user.keyboard('{Escape}');

    // Paid in full, and the server offers nothing more.
    await user.click(screen.getByRole('button', { name: 'Actions pour EXP-000011' }));
    menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Reçu', 'Facture', 'Étiquettes']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('tab', { name: 'En cours (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Actions pour EXP-000009' }));
    menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Reçu', 'Facture', 'Étiquettes']);
  });

  it("offers Paiement on the rows that owe something, to those who may add a payment, with that expedition chosen", async () => {
    const fetchMock = listApi({
      // As the server answers someone who may only take payments.
      'GET /api/expeditions': () => jsonResponse(200, pageOf([expedition(12, { actions: { ...none, pay: true } }), inStock[1]])),
      'POST /api/expeditions/12/invoices': () =>
        jsonResponse(201, { msg: 'Paiement enregistré', data: { id: 4, ref_invoice: 'FAC-000004', amount: 10 } }),
    });
    renderApp('/expeditions', sessionWith(['afficher expedition', 'ajouter facture']));
    const user = userEvent.setup();

    // Paid in full: no Paiement.
    await user.click(await screen.findByRole('button', { name: 'Actions pour EXP-000011' }));
    expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Reçu', 'Facture', 'Étiquettes']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions pour EXP-000012' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Reçu', 'Facture', 'Étiquettes', 'Paiement']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Paiement' }));

    const modal = await screen.findByRole('dialog', { name: 'Nouveau paiement' });
    expect(within(modal).getByRole('combobox', { name: 'Expédition ou billet' })).toHaveValue('EXP-000012');
    const summary = within(modal).getByLabelText('Ce qui reste dû');
    expect(summary).toHaveTextContent('ClientNeema Bahati');
    expect(summary).toHaveTextContent('Reste à payer28,13 $');
    // No search for it: the row gave it.
    expect(callsTo(fetchMock, 'GET /api/expeditions').every(({ url }) => !url.searchParams.has('q'))).toBe(true);

    // The amount comes first: the expedition is chosen.
    await waitFor(() => expect(within(modal).getByRole('textbox', { name: 'Montant ($)' })).toHaveFocus());
    await user.type(within(modal).getByRole('textbox', { name: 'Montant ($)' }), '10');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/expeditions/12/invoices')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/expeditions/12/invoices')[0].init.body))).toEqual({ amount: 10 });
    expect(await screen.findByText('Paiement enregistré')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau paiement' })).not.toBeInTheDocument());
  });

  it('offers none of them when the server allows none, whatever the permissions held', async () => {
    listApi({
      'GET /api/expeditions': () => jsonResponse(200, pageOf([expedition(12, { extensionId: 2, expedition_origin: { id: 2, name: 'Soute Kinshasa' }, actions: none })])),
    });
    renderApp('/expeditions', sessionWith(['afficher expedition', 'modifier expedition', 'supprimer expedition', 'ajouter facture']));
    await userEvent.click(await screen.findByRole('button', { name: 'Actions pour EXP-000012' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Reçu', 'Facture', 'Étiquettes']);
  });

  it('asks before deleting one with no payment in force, and shows the answer as a red toast', async () => {
    const fetchMock = listApi({
      'GET /api/expeditions': () => jsonResponse(200, pageOf([unpaid])),
      'DELETE /api/expeditions/13': () => jsonResponse(200, { msg: 'Expédition supprimée', data: unpaid }),
    });
    renderApp('/expeditions', sessionWith(['afficher expedition', 'supprimer expedition']));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions pour EXP-000013' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('dialog', { name: "Supprimer l'expédition" });
    expect(confirm).toHaveTextContent("Supprimer l'expédition EXP-000013 et ses colis ? Elle n'a aucun paiement en vigueur.");
    expect(callsTo(fetchMock, 'DELETE /api/expeditions/13')).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    const toast = await screen.findByText('Expédition supprimée');
    expect(toast.closest('[role="alert"]')?.getAttribute('style')).toContain('--mantine-color-red');
    expect(callsTo(fetchMock, 'DELETE /api/expeditions/13')).toHaveLength(1);
    // The list and the counts are fetched again.
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/expeditions/counts').length).toBeGreaterThan(1));
  });
});
