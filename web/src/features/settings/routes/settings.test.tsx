import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Branch } from '@/features/settings/api/get-extensions';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const goma: Branch = {
  id: 1,
  name: 'Agence Goma',
  timezone: 'Africa/Lubumbashi',
  short_name: null,
  social_reason: 'Soute SARL',
  nif: null,
  trade_registry: null,
  tel: '0990001001',
  tel1: null,
  tel2: null,
  email: 'goma@example.com',
  mailbox: null,
  country: 'République démocratique du Congo',
  countryCode: 'cd',
  region: 'Nord-Kivu',
  city: 'Goma',
  municipality: 'Goma',
  neighborhood: null,
  avenue: null,
  other_adress: null,
  tax_center: null,
  activity_sector: null,
  legal_status: null,
  liable_vat: 0,
  status: 1,
  logo: null,
  type: 1,
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-20T10:00:00.000000Z',
};
const uvira: Branch = { ...goma, id: 2, name: 'Agence Uvira', region: 'Sud-Kivu', city: 'Uvira', status: 0 };

function settingsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/extensions': () => jsonResponse(200, pageOf([goma, uvira])),
    'GET /api/countries': () =>
      jsonResponse(200, [
        { code: 'bi', name: 'Burundi', enabled: true },
        { code: 'cd', name: 'République démocratique du Congo', enabled: true },
        { code: 'fr', name: 'France', enabled: false },
      ]),
    'GET /api/countries/cd': () => jsonResponse(200, [{ region: 'Nord-Kivu' }, { region: 'Sud-Kivu' }]),
    'GET /api/countries/cd/Nord-Kivu': () => jsonResponse(200, [{ city: 'Goma' }, { city: 'Beni' }]),
    'GET /api/countries/bi': () => jsonResponse(200, [{ region: 'Bujumbura Mairie' }]),
    ...extra,
  });
}

async function openGoma() {
  await userEvent.click(await screen.findByRole('button', { name: "Modifier l'agence Agence Goma" }));
  return screen.findByRole('form', { name: 'Agence Goma' });
}

describe('branch settings', () => {
  it("opens an active route end with 'Actif' and 'Extrémité de trajet' on, an inactive branch with them off", async () => {
    settingsApi({
      'GET /api/extensions': () => jsonResponse(200, pageOf([goma, { ...uvira, type: 0 }])),
    });
    renderApp('/settings', sessionWith(['afficher extension', 'modifier extension']));
    const user = userEvent.setup();
    const form = await openGoma();
    await user.click(within(form).getByRole('tab', { name: 'Confirmation' }));
    expect(within(form).getByRole('switch', { name: 'Actif' })).toBeChecked();
    expect(within(form).getByRole('switch', { name: /^Extrémité de trajet/ })).toBeChecked();

    // Turned off by hand, then on again: what is shown is what is sent.
    await user.click(within(form).getByRole('switch', { name: 'Actif' }));
    expect(within(form).getByRole('switch', { name: 'Actif' })).not.toBeChecked();

    await user.click(await screen.findByRole('button', { name: "Modifier l'agence Agence Uvira" }));
    const uviraForm = await screen.findByRole('form', { name: 'Agence Uvira' });
    await user.click(within(uviraForm).getByRole('tab', { name: 'Confirmation' }));
    expect(within(uviraForm).getByRole('switch', { name: 'Actif' })).not.toBeChecked();
    expect(within(uviraForm).getByRole('switch', { name: /^Extrémité de trajet/ })).not.toBeChecked();
  });

  it('shows the branches as cards, the inactive ones marked', async () => {
    settingsApi();
    renderApp('/settings', sessionWith(['afficher extension']));

    const card = await screen.findByRole('article', { name: 'Agence Goma' });
    expect(card).toHaveTextContent('Goma · Nord-Kivu');
    expect(within(card).getByRole('link', { name: '0990001001' })).toHaveAttribute('href', 'tel:0990001001');
    expect(within(card).queryByText('Inactive')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Agence Uvira' })).getByText('Inactive')).toBeInTheDocument();
    // Without the permissions, no new branch, no prices, no saving.
    expect(screen.queryByRole('button', { name: 'Nouvelle agence' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir les prix' })).not.toBeInTheDocument();
    const form = await openGoma();
    expect(within(form).queryByRole('button', { name: 'Sauvegarder' })).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Appellation/ })).toBeDisabled();
  });

  it('marks the tabs holding the fields the server refuses, and shows the first of them', async () => {
    const fetchMock = settingsApi({
      'PUT /api/extensions/1': () =>
        jsonResponse(400, {
          msg: 'Certains champs sont invalides',
          code: 'invalid_input',
          fields: { tel: 'Numéro invalide : de 6 à 20 chiffres', city: 'Ville inconnue' },
        }),
    });
    renderApp('/settings', sessionWith(['afficher extension', 'modifier extension']));
    const form = await openGoma();
    const user = userEvent.setup();

    expect(within(form).getByRole('tab', { name: 'Identification' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Certains champs sont invalides');
    expect(within(form).getByRole('tab', { name: 'Contacts (à corriger)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(form).getByRole('tab', { name: 'Adresse (à corriger)' })).toBeInTheDocument();
    expect(within(form).getByRole('tab', { name: 'Identification' })).toBeInTheDocument();
    expect(within(form).getByRole('tab', { name: 'Confirmation' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Téléphone$/ })).toHaveAccessibleDescription(
      'Numéro invalide : de 6 à 20 chiffres',
    );
    // The same message as a red toast.
    // (The toasts' code comes with the first toast: it shows a moment after the form's message.)
    await waitFor(() => expect(screen.getAllByText('Certains champs sont invalides')).toHaveLength(2));

    // Sent as multipart, with the version the edit started from.
    const [call] = callsTo(fetchMock, 'PUT /api/extensions/1');
    const body = call.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Agence Goma');
    expect(body.get('countryCode')).toBe('cd');
    expect(body.get('status')).toBe('1');
    expect(body.get('liable_vat')).toBe('0');
    expect(body.get('updatedAt')).toBe(goma.updatedAt);
    expect(body.has('file')).toBe(false);
  });

  it('checks the required fields before sending, showing the tab that lacks one', async () => {
    const fetchMock = settingsApi();
    renderApp('/settings', sessionWith(['afficher extension', 'ajouter extension']));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouvelle agence' }));
    const form = await screen.findByRole('form', { name: 'Nouvelle agence' });

    await user.type(within(form).getByRole('textbox', { name: /^Appellation/ }), 'Agence Bukavu');
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));

    expect(await within(form).findByRole('tab', { name: 'Contacts (à corriger)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(form).getByRole('tab', { name: 'Adresse (à corriger)' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/extensions')).toEqual([]);
  });

  it("offers the agency's countries only, and a new country clears the region and the city", async () => {
    settingsApi();
    renderApp('/settings', sessionWith(['afficher extension', 'modifier extension']));
    const form = await openGoma();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('tab', { name: 'Adresse' }));

    const region = within(form).getByRole('combobox', { name: 'Région' });
    const city = within(form).getByRole('combobox', { name: 'Ville' });
    expect(city).toHaveValue('Goma');
    await user.click(within(form).getByRole('combobox', { name: 'Pays' }));
    expect(await screen.findByRole('option', { name: 'Burundi' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'France' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Burundi' }));

    expect(region).toHaveValue('');
    expect(city).toHaveValue('');
    await waitFor(() => expect(city).toBeDisabled());
    await user.click(region);
    expect(await screen.findByRole('option', { name: 'Bujumbura Mairie' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Nord-Kivu' })).not.toBeInTheDocument();
  });
});
