import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { articles, clients, expedition, expeditionDetail, route } from '@/features/expeditions/testing/fixtures';
import type { Permission } from '@/lib/permissions';
import { pageOf, sessionWith, userCounts } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function formApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/expeditions/counts': () => jsonResponse(200, [{ status: 'EnStock', count: 1 }]),
    'GET /api/expeditions': () => jsonResponse(200, pageOf([expedition(12)])),
    'GET /api/expeditions/12': () => jsonResponse(200, expeditionDetail(12)),
    'GET /api/users/counts': () => jsonResponse(200, userCounts),
    'GET /api/users': () => jsonResponse(200, pageOf(clients)),
    'GET /api/prices': () => jsonResponse(200, pageOf([route])),
    'GET /api/articles': () => jsonResponse(200, pageOf(articles)),
    ...extra,
  });
}

const agent: Permission[] = ['afficher expedition', 'ajouter expedition', 'modifier expedition', 'afficher client'];

async function openNew(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Nouvelle expédition' }));
  return screen.findByRole('dialog', { name: 'Nouvelle expédition' });
}

async function pick(user: UserEvent, scope: HTMLElement, label: RegExp | string, option: RegExp | string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const line = (modal: HTMLElement, number: number) => within(modal).getByRole('region', { name: `Colis ${number}` });
const totals = (modal: HTMLElement) => within(modal).getByRole('region', { name: 'Totaux' });

// Filling a whole form takes a few seconds of typing on a loaded machine.
describe('expedition form', { timeout: 20_000 }, () => {
  it('says what is missing, on each field', async () => {
    const fetchMock = formApi();
    renderApp('/expeditions', sessionWith(agent));
    const user = userEvent.setup();
    const modal = await openNew(user);

    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText("Choisissez l'expéditeur.")).toBeInTheDocument();
    expect(within(modal).getByText('Choisissez le destinataire.')).toBeInTheDocument();
    expect(within(modal).getByText('Choisissez le trajet.')).toBeInTheDocument();
    const first = line(modal, 1);
    expect(within(first).getByRole('textbox', { name: /^Quantité/ })).toHaveAccessibleDescription('Saisissez la quantité.');
    expect(within(first).getByRole('textbox', { name: /^Poids unitaire/ })).toHaveAccessibleDescription('Saisissez le poids.');
    expect(within(first).getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Ajouter le contenu ou la description svp!',
    );

    // Nothing typed is rewritten: 0 stays 0 and is refused, as is a weight of 0.
    const quantity = within(first).getByRole('textbox', { name: /^Quantité/ });
    await user.type(quantity, '0');
    await user.type(within(first).getByRole('textbox', { name: /^Poids unitaire/ }), '0');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() =>
      expect(within(first).getByRole('textbox', { name: /^Poids unitaire/ })).toHaveAccessibleDescription(
        'Le poids doit dépasser 0 kg.',
      ),
    );
    expect(quantity).toHaveValue('0');
    expect(quantity).toHaveAccessibleDescription('Au moins 1 pièce.');
    // 2,5 pieces are not 25, nor -3 pieces 3.
    await user.clear(quantity);
    await user.type(quantity, '2,5');
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('Saisissez un nombre entier, sans virgule.'));
    expect(quantity).toHaveValue('2,5');
    await user.clear(quantity);
    await user.type(quantity, '-3');
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('Pas de nombre négatif.'));
    expect(quantity).toHaveValue('-3');
    expect(callsTo(fetchMock, 'POST /api/expeditions')).toEqual([]);
  });

  it('refuses a new line while the last one has neither contents nor description', async () => {
    formApi();
    renderApp('/expeditions', sessionWith(agent));
    const user = userEvent.setup();
    const modal = await openNew(user);

    await user.click(within(modal).getByRole('button', { name: 'Ajouter un colis' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Ajouter le contenu ou la description svp!');
    expect(within(modal).queryByRole('region', { name: 'Colis 2' })).not.toBeInTheDocument();

    // Contents will do.
    await pick(user, line(modal, 1), /^Contenu/, 'Riz');
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Ajouter un colis' }));
    expect(await within(modal).findByRole('region', { name: 'Colis 2' })).toBeInTheDocument();

    // And so will a description.
    await user.click(within(modal).getByRole('button', { name: 'Ajouter un colis' }));
    expect(await within(modal).findByRole('alert')).toBeInTheDocument();
    await user.type(within(line(modal, 2)).getByRole('textbox', { name: 'Description' }), 'Pièces détachées');
    await user.click(within(modal).getByRole('button', { name: 'Ajouter un colis' }));
    expect(await within(modal).findByRole('region', { name: 'Colis 3' })).toBeInTheDocument();

    await user.click(within(line(modal, 3)).getByRole('button', { name: 'Retirer le colis 3' }));
    expect(within(modal).queryByRole('region', { name: 'Colis 3' })).not.toBeInTheDocument();
  });

  it('keeps the totals as the server will compute them, line by line, while typing', async () => {
    formApi();
    renderApp('/expeditions', sessionWith(agent));
    const user = userEvent.setup();
    const modal = await openNew(user);

    expect(totals(modal)).toHaveTextContent('Colis1Pièces0Poids0 kgPrix net0,00 $');
    await pick(user, modal, 'Trajet', /^Goma - Kinshasa/);
    expect(within(modal).getByRole('combobox', { name: 'Trajet' })).toHaveAccessibleDescription(/^Vers Kinshasa \(Kinshasa\) · 2,50\s\$\/kg$/);

    const first = line(modal, 1);
    await user.type(within(first).getByRole('textbox', { name: /^Quantité/ }), '2');
    await user.type(within(first).getByRole('textbox', { name: /^Poids unitaire/ }), '1.5');
    expect(within(first).getByText('2 × 1,5 kg = 3 kg · 7,50 $')).toBeInTheDocument();
    expect(totals(modal)).toHaveTextContent('Colis1Pièces2Poids3 kgPrix net7,50 $');

    await user.type(within(first).getByRole('textbox', { name: 'Description' }), 'Riz');
    await user.click(within(modal).getByRole('button', { name: 'Ajouter un colis' }));
    const second = await within(modal).findByRole('region', { name: 'Colis 2' });
    await user.type(within(second).getByRole('textbox', { name: /^Quantité/ }), '1');
    await user.type(within(second).getByRole('textbox', { name: /^Poids unitaire/ }), '12.25');
    // 2,50 $ × 12,25 kg = 30,625 $: rounded half up, once for the line.
    expect(within(second).getByText('1 × 12,25 kg = 12,25 kg · 30,63 $')).toBeInTheDocument();
    expect(totals(modal)).toHaveTextContent('Colis2Pièces3Poids15,25 kgPrix net38,13 $');

    await user.type(within(modal).getByRole('textbox', { name: 'Montant payé ($)' }), '10');
    expect(within(modal).getByText('Reste à payer : 28,13 $')).toBeInTheDocument();
  });

  it('registers the expedition, its button waiting for the answer, then shows the next steps and refreshes the list', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = formApi({ 'POST /api/expeditions': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/expeditions', sessionWith(agent));
    const user = userEvent.setup();
    const modal = await openNew(user);

    await pick(user, modal, 'Expéditeur', 'Neema Bahati · 0970000031');
    await pick(user, modal, 'Destinataire', 'Jean Mukendi · 0970000032');
    await pick(user, modal, 'Trajet', /^Goma - Kinshasa/);
    const first = line(modal, 1);
    await user.type(within(first).getByRole('textbox', { name: /^Quantité/ }), '2');
    await user.type(within(first).getByRole('textbox', { name: /^Poids unitaire/ }), '1.5');
    await pick(user, first, /^Contenu/, 'Riz');
    const riceQuantity = within(first).getByRole('textbox', { name: 'Riz (pièces)' });
    await user.clear(riceQuantity);
    await user.type(riceQuantity, '2');
    await user.click(within(modal).getByRole('button', { name: 'Ajouter un colis' }));
    const second = await within(modal).findByRole('region', { name: 'Colis 2' });
    await user.type(within(second).getByRole('textbox', { name: /^Quantité/ }), '1');
    await user.type(within(second).getByRole('textbox', { name: /^Poids unitaire/ }), '12.25');
    await user.type(within(second).getByRole('textbox', { name: 'Description' }), 'Pièces détachées');
    await user.type(within(modal).getByRole('textbox', { name: 'Montant payé ($)' }), '10');
    // Without 'modifier prix', no amount set by hand.
    expect(within(modal).queryByRole('textbox', { name: 'Montant ($)' })).not.toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Sauvegarder' })).toBeDisabled());
    const [call] = callsTo(fetchMock, 'POST /api/expeditions');
    expect(JSON.parse(String(call.init.body))).toEqual({
      senderId: 31,
      recipientId: 32,
      destinationId: 7,
      cash: 10,
      colis: [
        { quantity: 2, weight: 1.5, description: null, recipientId: null, colidetails: [{ articleId: 1, quantity: 2 }] },
        { quantity: 1, weight: 12.25, description: 'Pièces détachées', recipientId: null, colidetails: [] },
      ],
    });
    expect(callsTo(fetchMock, 'GET /api/prices').map(({ url }) => url.search)).toEqual(['?status=1&originId=1&per_page=100']);
    const listCalls = callsTo(fetchMock, 'GET /api/expeditions').length;

    // The server says its author may not take a payment (no 'ajouter facture').
    answer(jsonResponse(201, { msg: 'Expédition enregistrée', data: { ...expeditionDetail(13), actions: { edit: true, delete: true, pay: false } } }));
    // In place of the form: the reference, what it costs, and the next steps of the counter.
    const done = await within(modal).findByRole('status');
    expect(done).toHaveTextContent('Expédition EXP-000013 enregistrée');
    expect(done).toHaveTextContent(/Goma - Kinshasa · \d+ colis · \d+ pièces?/);
    expect(done).toHaveTextContent('Reste à payer : 28,13 $');
    expect(within(modal).getByRole('link', { name: 'Reçu' })).toHaveAttribute('href', '/expeditions/13/bon');
    expect(within(modal).getByRole('link', { name: 'Facture' })).toHaveAttribute('href', '/expeditions/13/facture');
    expect(within(modal).getByRole('link', { name: 'Étiquettes' })).toHaveAttribute('href', '/expeditions/13/etiquettes');
    // Not allowed by the server, no payment offered.
    expect(within(modal).queryByRole('button', { name: 'Paiement' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/expeditions').length).toBeGreaterThan(listCalls));
    // 'Nouvelle expédition' gives an empty form again.
    await user.click(within(modal).getByRole('button', { name: 'Nouvelle expédition' }));
    expect(await within(modal).findByRole('button', { name: 'Sauvegarder' })).toBeEnabled();
    expect(within(line(modal, 1)).getByRole('textbox', { name: /^Quantité/ })).toHaveValue('');
    // A whole registration typed key by key: longer than most tests on a loaded machine.
  }, 45_000);

  it('reads a weight typed or pasted with a decimal comma, and a double click registers once', async () => {
    const fetchMock = formApi({
      'POST /api/expeditions': () => jsonResponse(201, { msg: 'Expédition enregistrée', data: expeditionDetail(13) }),
    });
    renderApp('/expeditions', sessionWith([...agent, 'ajouter facture']));
    const user = userEvent.setup();
    const modal = await openNew(user);
    await pick(user, modal, 'Expéditeur', 'Neema Bahati · 0970000031');
    await pick(user, modal, 'Destinataire', 'Jean Mukendi · 0970000032');
    await pick(user, modal, 'Trajet', /^Goma - Kinshasa/);
    const first = line(modal, 1);
    await user.type(within(first).getByRole('textbox', { name: /^Quantité/ }), '2');
    const weight = within(first).getByRole('textbox', { name: /^Poids unitaire/ });
    // Pasted, as from a spreadsheet: it used to store 125.
    await user.click(weight);
    await user.paste('12,5');
    expect(weight).toHaveValue('12,5');
    await user.type(within(first).getByRole('textbox', { name: 'Description' }), 'Riz');
    expect(totals(modal)).toHaveTextContent('Poids25 kg');
    // 1 234,50 $ pasted with the no-break spaces of a French document.
    await user.click(within(modal).getByRole('textbox', { name: 'Montant payé ($)' }));
    await user.paste('1\u202f234,50');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() =>
      expect(within(modal).getByRole('textbox', { name: 'Montant payé ($)' })).toHaveAccessibleDescription(
        /Le montant payé dépasse le prix \(62,50\s\$\)\./,
      ),
    );
    await user.clear(within(modal).getByRole('textbox', { name: 'Montant payé ($)' }));

    await user.dblClick(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/expeditions').length).toBeGreaterThan(0));
    const posts = callsTo(fetchMock, 'POST /api/expeditions');
    expect(JSON.parse(String(posts[0].init.body)).colis[0]).toMatchObject({ quantity: 2, weight: 12.5 });
    // However many requests the double click made, they carry one key: the server registers one expedition.
    const keys = new Set(posts.map(({ init }) => new Headers(init.headers).get('Idempotency-Key')));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
    // 'Paiement' takes the debt at once: the payment form opens with the expedition chosen.
    await within(modal).findByRole('status');
    await user.click(within(modal).getByRole('button', { name: 'Paiement' }));
    const payment = await screen.findByRole('dialog', { name: 'Nouveau paiement' });
    expect(within(payment).getByRole('combobox', { name: 'Expédition ou billet' })).toHaveValue('EXP-000013');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /enregistrée$/ })).not.toBeInTheDocument());
  });

  it('refuses, under the field, what the server would refuse: pieces, unit weight, line weight, amounts', async () => {
    const fetchMock = formApi();
    renderApp('/expeditions', sessionWith([...agent, 'modifier prix']));
    const user = userEvent.setup();
    const modal = await openNew(user);
    const first = line(modal, 1);
    const quantity = within(first).getByRole('textbox', { name: /^Quantité/ });
    const weight = within(first).getByRole('textbox', { name: /^Poids unitaire/ });
    const amount = within(first).getByRole('textbox', { name: 'Montant ($)' });
    const cash = within(modal).getByRole('textbox', { name: 'Montant payé ($)' });
    const save = () => user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    await user.type(quantity, '10001');
    await user.type(weight, '30000,001');
    await user.type(amount, '10000000,01');
    await user.type(cash, '10000001');
    await save();
    await waitFor(() => expect(quantity).toHaveAccessibleDescription(/^Entre 1 et 10\s000 pièces par ligne\.$/));
    expect(weight).toHaveAccessibleDescription(/^Au plus 30\s000\skg par pièce\.$/);
    expect(amount).toHaveAccessibleDescription(/Au plus 10\s000\s000,00\s\$\./);
    expect(cash).toHaveAccessibleDescription(/Au plus 10\s000\s000,00\s\$\./);

    // At the bounds, each is accepted; but 4 pieces of 30 000 kg make a line above 100 000 kg.
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.clear(weight);
    await user.type(weight, '30000');
    await save();
    await waitFor(() =>
      expect(weight).toHaveAccessibleDescription(/^Une ligne \(pièces × poids unitaire\) pèse au plus 100\s000\skg\.$/),
    );
    expect(quantity).not.toHaveAccessibleDescription(/pièces par ligne/);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await save();
    await waitFor(() => expect(weight).not.toHaveAccessibleDescription(/Une ligne/));
    expect(callsTo(fetchMock, 'POST /api/expeditions')).toEqual([]);
  });

  it('sends empty cash as paid in full, and refuses more than the price', async () => {
    const fetchMock = formApi({
      'POST /api/expeditions': () => jsonResponse(201, { msg: 'Expédition enregistrée', data: expeditionDetail(13) }),
    });
    renderApp('/expeditions', sessionWith(agent));
    const user = userEvent.setup();
    const modal = await openNew(user);
    await pick(user, modal, 'Expéditeur', 'Neema Bahati · 0970000031');
    await pick(user, modal, 'Destinataire', 'Jean Mukendi · 0970000032');
    await pick(user, modal, 'Trajet', /^Goma - Kinshasa/);
    const first = line(modal, 1);
    await user.type(within(first).getByRole('textbox', { name: /^Quantité/ }), '2');
    await user.type(within(first).getByRole('textbox', { name: /^Poids unitaire/ }), '1.5');
    await user.type(within(first).getByRole('textbox', { name: 'Description' }), 'Riz');

    const cash = within(modal).getByRole('textbox', { name: 'Montant payé ($)' });
    await user.type(cash, '7.51');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(cash).toHaveAccessibleDescription(/Le montant payé dépasse le prix \(7,50\s\$\)\./));
    expect(callsTo(fetchMock, 'POST /api/expeditions')).toEqual([]);

    await user.clear(cash);
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/expeditions')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/expeditions')[0].init.body))).toMatchObject({ cash: -1 });
  });

  it('marks the fields the server refuses, lines included', async () => {
    formApi({
      'POST /api/expeditions': () =>
        jsonResponse(400, {
          msg: 'Ce trajet ne part pas de votre agence',
          code: 'invalid_input',
          fields: {
            destinationId: 'Ce trajet ne part pas de votre agence',
            'colis.0.weight': 'Poids invalide : des kg, trois décimales au plus',
          },
        }),
    });
    renderApp('/expeditions', sessionWith(agent));
    const user = userEvent.setup();
    const modal = await openNew(user);
    await pick(user, modal, 'Expéditeur', 'Neema Bahati · 0970000031');
    await pick(user, modal, 'Destinataire', 'Jean Mukendi · 0970000032');
    await pick(user, modal, 'Trajet', /^Goma - Kinshasa/);
    const first = line(modal, 1);
    await user.type(within(first).getByRole('textbox', { name: /^Quantité/ }), '1');
    await user.type(within(first).getByRole('textbox', { name: /^Poids unitaire/ }), '3');
    await user.type(within(first).getByRole('textbox', { name: 'Description' }), 'Riz');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    expect(await within(modal).findAllByText('Ce trajet ne part pas de votre agence')).toHaveLength(2);
    expect(within(first).getByRole('textbox', { name: /^Poids unitaire/ })).toHaveAccessibleDescription(
      'Poids invalide : des kg, trois décimales au plus',
    );
    expect(screen.getByRole('dialog', { name: 'Nouvelle expédition' })).toBeInTheDocument();
  });

  it('offers an amount set by hand with modifier prix, which replaces the computed one', async () => {
    formApi();
    renderApp('/expeditions', sessionWith([...agent, 'modifier prix']));
    const user = userEvent.setup();
    const modal = await openNew(user);
    await pick(user, modal, 'Trajet', /^Goma - Kinshasa/);
    const first = line(modal, 1);
    await user.type(within(first).getByRole('textbox', { name: /^Quantité/ }), '2');
    await user.type(within(first).getByRole('textbox', { name: /^Poids unitaire/ }), '1.5');
    const amount = within(first).getByRole('textbox', { name: 'Montant ($)' });
    expect(amount).toHaveAttribute('placeholder', '7,50\u00a0$');
    await user.type(amount, '6');
    expect(totals(modal)).toHaveTextContent('Prix net6,00 $');
    expect(within(first).getByText('2 × 1,5 kg = 3 kg · 6,00 $ (montant fixé à la main)')).toBeInTheDocument();
  });

  it('adds a client without leaving the form, and picks them', async () => {
    const fetchMock = formApi({
      'POST /api/users': () =>
        jsonResponse(201, { msg: 'Personne enregistrée', data: { id: 40, name: 'Furaha Kasongo', tel: '0970000040' } }),
    });
    renderApp('/expeditions', sessionWith([...agent, 'ajouter client']));
    const user = userEvent.setup();
    const modal = await openNew(user);

    await user.click(within(modal).getByRole('button', { name: 'Nouvel expéditeur' }));
    const quick = await screen.findByRole('dialog', { name: 'Nouveau client' });
    await user.type(within(quick).getByRole('textbox', { name: /^Nom/ }), 'Furaha Kasongo');
    await user.type(within(quick).getByRole('textbox', { name: 'Téléphone' }), '0970000040');
    await user.click(within(quick).getByRole('button', { name: 'Sauvegarder' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau client' })).not.toBeInTheDocument());
    expect(within(modal).getByRole('combobox', { name: 'Expéditeur' })).toHaveValue('Furaha Kasongo · 0970000040');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/users')[0].init.body))).toEqual({
      name: 'Furaha Kasongo',
      tel: '0970000040',
      email: '',
      adress: '',
      profileId: 2,
    });
    // The expedition form was not sent along.
    expect(callsTo(fetchMock, 'POST /api/expeditions')).toEqual([]);
  });

  it('edits from the version it loaded, without the cash, and says when the record changed meanwhile', async () => {
    const fetchMock = formApi({
      'PUT /api/expeditions/12': () =>
        jsonResponse(409, {
          msg: 'Cet enregistrement a été modifié entre-temps : rechargez-le avant de le modifier',
          code: 'conflict',
        }),
    });
    renderApp('/expeditions', sessionWith(agent));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions pour EXP-000012' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Modifier' }));
    const modal = await screen.findByRole('dialog', { name: "Modifier l'expédition EXP-000012" });

    const first = await within(modal).findByRole('region', { name: 'Colis 1' });
    expect(within(modal).getByRole('combobox', { name: 'Expéditeur' })).toHaveValue('Neema Bahati · 0970000031');
    expect(within(first).getByRole('textbox', { name: /^Quantité/ })).toHaveValue('2');
    expect(within(line(modal, 2)).getByRole('textbox', { name: 'Description' })).toHaveValue('Pièces détachées');
    expect(totals(modal)).toHaveTextContent('Colis2Pièces3Poids15,25 kgPrix net38,13 $');
    expect(within(modal).getByText('Déjà payé : 10,00 $ · reste à payer : 28,13 $')).toBeInTheDocument();
    expect(within(modal).queryByRole('textbox', { name: 'Montant payé ($)' })).not.toBeInTheDocument();

    const quantity = within(first).getByRole('textbox', { name: /^Quantité/ });
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(totals(modal)).toHaveTextContent('Colis2Pièces5Poids18,25 kgPrix net45,63 $');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    expect(await within(modal).findByRole('alert')).toHaveTextContent('Cet enregistrement a été modifié entre-temps');
    const body = JSON.parse(String(callsTo(fetchMock, 'PUT /api/expeditions/12')[0].init.body));
    expect(body).toMatchObject({ updatedAt: '2026-11-20T09:30:00.123456Z', destinationId: 7 });
    expect(body.colis[0]).toMatchObject({ quantity: 4, colidetails: [{ articleId: 1, quantity: 2 }] });
    expect(body).not.toHaveProperty('cash');
  });

  it('keeps the version it started from when the expedition is fetched again meanwhile, and closes once saved', async () => {
    let refetched = false;
    const changed = { ...expeditionDetail(12), updatedAt: '2026-11-21T08:00:00.000000Z', senderId: 32 };
    const fetchMock = formApi({
      'GET /api/expeditions/12': () => jsonResponse(200, refetched ? changed : expeditionDetail(12)),
      'PUT /api/expeditions/12': () => jsonResponse(200, { msg: 'Expédition enregistrée', data: changed }),
    });
    const { queryClient } = renderApp('/expeditions', sessionWith(agent));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions pour EXP-000012' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Modifier' }));
    const modal = await screen.findByRole('dialog', { name: "Modifier l'expédition EXP-000012" });
    const quantity = within(await within(modal).findByRole('region', { name: 'Colis 1' })).getByRole('textbox', { name: /^Quantité/ });
    await user.clear(quantity);
    await user.type(quantity, '4');

    // Someone else saved it, and the window regained focus: the detail is fetched again.
    refetched = true;
    await queryClient.refetchQueries({ queryKey: ['expeditions', 'detail', 12] });
    expect(quantity).toHaveValue('4');

    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/expeditions/12')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/expeditions/12')[0].init.body))).toMatchObject({
      updatedAt: '2026-11-20T09:30:00.123456Z',
      senderId: 31,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
