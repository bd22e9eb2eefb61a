import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixedProfiles, pageOf, person, sessionWith, userCounts } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const driver = person(11, 'Jean Mbala', fixedProfiles.chauffeur, { updatedAt: '2026-11-20T10:00:00.000000Z' });

function api(handlers: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'GET /api/users/counts': () => jsonResponse(200, userCounts),
    'GET /api/users': () => jsonResponse(200, pageOf([driver])),
    ...handlers,
  });
}

async function openNewDriver() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nouveau Chauffeur' }));
  return screen.findByRole('dialog', { name: 'Nouveau Chauffeur' });
}

describe('staff modal', () => {
  it('marks the fields the server refuses, with its message in red, and stays open', async () => {
    api({
      'POST /api/users': () =>
        jsonResponse(400, {
          msg: 'Certains champs sont invalides',
          code: 'invalid_input',
          fields: { tel: 'Numéro invalide : de 6 à 20 chiffres', email: 'Adresse e-mail invalide' },
        }),
    });
    renderApp('/staffs', sessionWith(['afficher personnel', 'ajouter personnel']));

    const modal = await openNewDriver();
    const user = userEvent.setup();
    await user.type(within(modal).getByRole('textbox', { name: /^Nom/ }), 'Paul Kabeya');
    await user.type(within(modal).getByRole('textbox', { name: 'Téléphone' }), '123');
    await user.type(within(modal).getByRole('textbox', { name: 'Email' }), 'paul@');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    expect(await within(modal).findByRole('alert')).toHaveTextContent('Certains champs sont invalides');
    expect(within(modal).getByRole('textbox', { name: 'Téléphone' })).toHaveAccessibleDescription(
      'Numéro invalide : de 6 à 20 chiffres',
    );
    expect(within(modal).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Adresse e-mail invalide');
    // The same message as a red toast, outside the modal.
    // (The toasts' code comes with the first toast: it shows a moment after the form's message.)
    await waitFor(() => expect(screen.getAllByText('Certains champs sont invalides')).toHaveLength(2));
  });

  it('disables Sauvegarder while saving, then closes and refreshes the list and the counts', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = api({ 'POST /api/users': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/staffs', sessionWith(['afficher personnel', 'ajouter personnel']));

    const modal = await openNewDriver();
    // Without 'afficher profil' and 'modifier personnel', no Profil or Statut selectors.
    expect(within(modal).queryByRole('combobox', { name: 'Profil' })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('combobox', { name: 'Statut' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(modal).getByRole('textbox', { name: /^Nom/ }), 'Paul Kabeya');
    await user.type(within(modal).getByLabelText('Mot de passe'), 'Goma-river-2026');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Sauvegarder' })).toBeDisabled());
    const [call] = callsTo(fetchMock, 'POST /api/users');
    expect(JSON.parse(String(call.init.body))).toMatchObject({
      name: 'Paul Kabeya',
      profileId: fixedProfiles.chauffeur.id,
      status: 1,
      gender: null,
      password: 'Goma-river-2026',
    });
    const listCalls = callsTo(fetchMock, 'GET /api/users').length;
    const countCalls = callsTo(fetchMock, 'GET /api/users/counts').length;

    answer(jsonResponse(201, { msg: 'Personne enregistrée', data: driver }));

    expect(await screen.findByText('Personne enregistrée')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'GET /api/users').length).toBeGreaterThan(listCalls);
    expect(callsTo(fetchMock, 'GET /api/users/counts').length).toBeGreaterThan(countCalls);
  });

  it('sends the version an edit started from, and shows why a stale edit is refused', async () => {
    const fetchMock = api({
      'PUT /api/users/11': () =>
        jsonResponse(409, {
          msg: "Cette fiche a été modifiée entre-temps : rechargez-la avant de l'enregistrer",
          code: 'conflict',
        }),
    });
    renderApp('/staffs', sessionWith(['afficher personnel', 'modifier personnel']));

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions pour Jean Mbala' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Modifier' }));
    const modal = await screen.findByRole('dialog', { name: 'Modifier Chauffeur' });
    expect(within(modal).getByRole('textbox', { name: /^Nom/ })).toHaveValue('Jean Mbala');
    expect(within(modal).getByRole('combobox', { name: 'Statut' })).toHaveValue('Actif');
    // No initial password when editing.
    expect(within(modal).queryByLabelText('Mot de passe')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    expect(await within(modal).findByRole('alert')).toHaveTextContent('Cette fiche a été modifiée entre-temps');
    const [call] = callsTo(fetchMock, 'PUT /api/users/11');
    expect(JSON.parse(String(call.init.body))).toMatchObject({ updatedAt: driver.updatedAt, status: 1 });
  });
});
