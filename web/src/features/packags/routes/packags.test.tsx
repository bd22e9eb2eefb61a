import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parcel } from '@/features/packags/testing';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const counts = [
  { status: 'restant', count: 12 },
  { status: 'waybill', count: 0 },
  { status: 'manifeste', count: 3 },
];
const inStock = [
  parcel(10, 'EXP-000001-1'),
  parcel(11, 'EXP-000001-2', { quantityEntry: 5, quantityRestant: 3, quantityWaybill: 2, weightRestant: 0.75 }),
];

const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'GET /api/packags').map(({ url }) => Object.fromEntries(url.searchParams));

describe('cargo list', () => {
  it('shows the parcels in stock first, with the count of each tab and links to labels and slips', async () => {
    const fetchMock = mockApi({
      'GET /api/packags/counts': () => jsonResponse(200, counts),
      'GET /api/packags': () => jsonResponse(200, pageOf(inStock, 12)),
    });
    renderApp('/packags', sessionWith(['afficher coli']));

    const table = await screen.findByRole('table');
    expect(await screen.findByRole('tab', { name: 'En stock (12)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bordereau (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Manifeste (3)' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Num', 'Colis', 'Expédition', 'Trajet', 'Expéditeur', 'Destinataire', 'Quantité', 'Poids', 'Date',
    ]);
    const row = within(table).getByRole('row', { name: /EXP-000001-2/ });
    expect(row).toHaveTextContent('3 / 5');
    expect(row).toHaveTextContent('0,75 kg');
    expect(row).toHaveTextContent('Neema Uwimana');
    expect(row).toHaveTextContent('21/11/2026');
    expect(within(row).getByRole('link', { name: 'EXP-000001-2' })).toHaveAttribute('href', '/packags/11');
    expect(within(row).getByRole('link', { name: 'EXP-000001' })).toHaveAttribute('href', '/expeditions/3/bon');
    expect(listCalls(fetchMock)).toEqual([{ stage: 'restant', page: '1', per_page: '5' }]);
  });

  it('starts another tab from its first page, keeping the search', async () => {
    const fetchMock = mockApi({
      'GET /api/packags/counts': () => jsonResponse(200, counts),
      'GET /api/packags': (_, url) =>
        jsonResponse(200, url.searchParams.get('stage') === 'waybill' ? pageOf([]) : pageOf(inStock, 12, Number(url.searchParams.get('page')))),
    });
    renderApp('/packags', sessionWith(['afficher coli']));
    const user = userEvent.setup();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ stage: 'restant', page: '2', per_page: '5' }));
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.click(screen.getByRole('combobox', { name: 'Rechercher par' }));
    await user.click(await screen.findByRole('option', { name: 'Destinataire' }));
    await user.type(screen.getByRole('textbox', { name: 'Texte recherché' }), 'Neema');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toEqual({ stage: 'restant', column: 'recipient.name', q: 'Neema', page: '1', per_page: '5' }),
    );

    // The tabs count the matches.
    expect(callsTo(fetchMock, 'GET /api/packags/counts').at(-1)?.url.search).toBe('?column=recipient.name&q=Neema');

    await user.click(screen.getByRole('tab', { name: 'Bordereau (0)' }));
    expect(await screen.findByText('Aucun colis ne correspond à la recherche')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Texte recherché' })).toHaveValue('Neema');
    expect(screen.getByRole('combobox', { name: 'Rechercher par' })).toHaveValue('Destinataire');
    expect(listCalls(fetchMock).at(-1)).toEqual({ stage: 'waybill', column: 'recipient.name', q: 'Neema', page: '1', per_page: '5' });
  });

  it('says when a search finds nothing', async () => {
    mockApi({
      'GET /api/packags/counts': () => jsonResponse(200, counts),
      'GET /api/packags': (_, url) => jsonResponse(200, url.searchParams.has('q') ? pageOf([]) : pageOf(inStock)),
    });
    renderApp('/packags?etape=manifeste', sessionWith(['afficher coli']));
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Manifeste (3)', selected: true })).toBeInTheDocument();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.type(screen.getByRole('textbox', { name: 'Texte recherché' }), 'EXP-9999');
    expect(await screen.findByText('Aucun colis ne correspond à la recherche')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /api/packags/counts': () => jsonResponse(200, counts),
      'GET /api/packags': () =>
        fail ? jsonResponse(403, { msg: 'Permission manquante : afficher coli', code: 'forbidden' }) : jsonResponse(200, pageOf(inStock)),
    });
    renderApp('/packags', sessionWith(['afficher coli']));
    expect(await screen.findByText('Échec du chargement')).toBeInTheDocument();
    expect(screen.getByText('Permission manquante : afficher coli')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('does not exist for those without afficher coli', async () => {
    mockApi({});
    renderApp('/packags', sessionWith(['afficher expedition']));
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });
});
