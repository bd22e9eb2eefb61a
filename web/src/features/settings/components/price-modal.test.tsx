import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Price } from '@/features/settings/api/get-prices';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const goma = { id: 1, name: 'Agence Goma', city: 'Goma', region: 'Nord-Kivu' };
const kinshasa = { id: 2, name: 'Agence Kinshasa', city: 'Kinshasa', region: 'Kinshasa' };
const bukavu = { id: 3, name: 'Agence Bukavu', city: 'Bukavu', region: 'Sud-Kivu' };

function price(id: number, name: string, dollars: number, status: number, origin: typeof goma, destination: typeof goma): Price {
  return {
    id,
    name,
    price: dollars,
    status,
    originId: origin.id,
    destinationId: destination.id,
    price_origin: origin,
    price_destination: destination,
    createdAt: '2026-11-01T08:00:00Z',
    updatedAt: `2026-11-0${id}T08:00:00.000000Z`,
  };
}

const prices = [price(1, 'Goma - Kinshasa', 2.5, 1, goma, kinshasa), price(2, 'Bukavu - Kinshasa', 3.1, 0, bukavu, kinshasa)];

function pricesApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/extensions': (_, url) =>
      url.searchParams.get('type') === '1'
        ? jsonResponse(200, pageOf([goma, kinshasa, bukavu].map((branch) => ({ ...branch, status: 1, type: 1 }))))
        : jsonResponse(200, pageOf([])),
    'GET /api/prices': () => jsonResponse(200, pageOf(prices)),
    ...extra,
  });
}

async function openPrices() {
  await userEvent.click(await screen.findByRole('button', { name: 'Voir les prix' }));
  return screen.findByRole('dialog', { name: 'Prix par origine - destination' });
}

describe('price modal', () => {
  it('lists the prices per kg, the inactive ones in red', async () => {
    pricesApi();
    renderApp('/settings', sessionWith(['afficher extension', 'afficher prix']));
    const modal = await openPrices();

    const active = await within(modal).findByRole('button', { name: /Goma - Kinshasa/ });
    expect(active).toHaveTextContent('2,50 $/kg');
    expect(within(active).getByText('Goma - Kinshasa').getAttribute('style') ?? '').not.toContain('red');
    const inactive = within(modal).getByRole('button', { name: /Bukavu - Kinshasa/ });
    expect(inactive).toHaveTextContent('Non actif');
    expect(within(inactive).getByText('Bukavu - Kinshasa').getAttribute('style')).toContain('--mantine-color-red');
    expect(within(inactive).getByText('3,10 $/kg').getAttribute('style')).toContain('--mantine-color-red');
    // Without 'ajouter prix', no new price and nothing to save.
    expect(within(modal).queryByRole('button', { name: 'Nouveau prix' })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Sauvegarder' })).not.toBeInTheDocument();
  });

  it('loads a price for edit when clicked, and saves it with the version it started from', async () => {
    const fetchMock = pricesApi({
      'PUT /api/prices/2': () => jsonResponse(200, { msg: 'Prix enregistré', data: { ...prices[1], status: 1, updatedAt: '2026-11-21T08:00:00Z' } }),
    });
    renderApp('/settings', sessionWith(['afficher extension', 'afficher prix', 'ajouter prix', 'modifier prix']));
    const modal = await openPrices();
    const user = userEvent.setup();

    await user.click(await within(modal).findByRole('button', { name: /Bukavu - Kinshasa/ }));
    const form = within(modal).getByRole('form', { name: 'Bukavu - Kinshasa' });
    expect(within(form).getByRole('textbox', { name: /^Nom du trajet/ })).toHaveValue('Bukavu - Kinshasa');
    await waitFor(() => expect(within(form).getByRole('combobox', { name: /^Origine/ })).toHaveValue('Bukavu (Sud-Kivu)'));
    expect(within(form).getByRole('combobox', { name: /^Destination/ })).toHaveValue('Kinshasa (Kinshasa)');
    expect(within(form).getByRole('textbox', { name: /^Prix par kg/ })).toHaveValue('3,10');
    expect(within(form).getByRole('combobox', { name: 'Statut' })).toHaveValue('Non actif');

    await user.click(within(form).getByRole('combobox', { name: 'Statut' }));
    await user.click(await screen.findByRole('option', { name: 'Actif' }));
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByText('Prix enregistré')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT /api/prices/2');
    expect(JSON.parse(String(call.init.body))).toEqual({
      name: 'Bukavu - Kinshasa',
      originId: 3,
      destinationId: 2,
      price: 3.1,
      status: 1,
      updatedAt: prices[1].updatedAt,
    });

    // 'Nouveau prix' empties the form.
    await user.click(within(modal).getByRole('button', { name: 'Nouveau prix' }));
    const blank = within(modal).getByRole('form', { name: 'Nouveau prix' });
    expect(within(blank).getByRole('textbox', { name: /^Nom du trajet/ })).toHaveValue('');
  });

  it('adds a price, in dollars per kg with two decimals at most', async () => {
    const fetchMock = pricesApi({
      'POST /api/prices': () => jsonResponse(201, { msg: 'Nouveau prix enregistré', data: price(3, 'Goma - Bukavu', 1.75, 1, goma, bukavu) }),
    });
    renderApp('/settings', sessionWith(['afficher extension', 'afficher prix', 'ajouter prix']));
    const modal = await openPrices();
    const form = within(modal).getByRole('form', { name: 'Nouveau prix' });
    const user = userEvent.setup();

    await user.type(within(form).getByRole('textbox', { name: /^Nom du trajet/ }), 'Goma - Bukavu');
    await user.click(within(form).getByRole('combobox', { name: /^Origine/ }));
    await user.click(await screen.findByRole('option', { name: 'Goma (Nord-Kivu)' }));
    await user.click(within(form).getByRole('combobox', { name: /^Destination/ }));
    await user.click(await screen.findByRole('option', { name: 'Bukavu (Sud-Kivu)' }));
    const perKg = within(form).getByRole('textbox', { name: /^Prix par kg/ });
    await user.type(perKg, '1.756');
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(form).findByText('Au plus deux décimales.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/prices')).toHaveLength(0);
    // Written the French way.
    await user.clear(perKg);
    await user.type(perKg, '1,75');
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByText('Nouveau prix enregistré')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/prices')[0].init.body))).toEqual({
      name: 'Goma - Bukavu',
      originId: 1,
      destinationId: 3,
      price: 1.75,
      status: 1,
    });
  });
});
