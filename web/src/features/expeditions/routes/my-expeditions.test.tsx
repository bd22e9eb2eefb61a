import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expedition, expeditionDetail } from '@/features/expeditions/testing/fixtures';
import { pageOf, sessionWith, testUser } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const client = { ...sessionWith(['afficher mes expeditions']), user: { ...testUser, id: 31, name: 'Neema Bahati' } };

describe('Mes expéditions', () => {
  it("lists the client's expeditions with their parcels, their references and where they are", async () => {
    const moved = expeditionDetail(12);
    moved.packags[1] = { ...moved.packags[1], quantityRestant: 0, quantityManifeste: 1, weightRestant: 0, weightManifeste: 12.25 };
    mockApi({
      'GET /api/my/expeditions': () =>
        jsonResponse(200, pageOf([expedition(12, { status: 'EnCours' }), expedition(8, { senderId: 40, recipientId: 31, sender: { id: 40, name: 'Furaha Kasongo', tel: null }, debt: 0 })])),
      'GET /api/my/expeditions/12': () => jsonResponse(200, moved),
      'GET /api/my/expeditions/8': () => jsonResponse(200, expeditionDetail(8)),
    });
    renderApp('/my/expeditions', client);

    expect(await screen.findByRole('heading', { name: 'Mes expéditions' })).toBeInTheDocument();
    const sent = await screen.findByRole('article', { name: 'EXP-000012' });
    expect(sent).toHaveTextContent('En cours');
    expect(sent).toHaveTextContent('Envoyée à Jean Mukendi');
    expect(sent).toHaveTextContent('3 pièces · 15,25 kg · 38,13 $');
    expect(sent).toHaveTextContent('Reste 28,13 $');
    const parcels = within(sent).getByRole('region', { name: 'Colis de EXP-000012' });
    expect(await within(parcels).findByRole('row', { name: /EXP-000012-1/ })).toHaveTextContent('Riz ×2');
    expect(within(parcels).getByRole('row', { name: /EXP-000012-1/ })).toHaveTextContent('En stock');
    // A parcel (colis) counts its pieces.
    expect(within(parcels).getByRole('row', { name: /EXP-000012-1/ })).toHaveTextContent('2 pièces · 3 kg');
    expect(within(parcels).getByRole('row', { name: /EXP-000012-2/ })).toHaveTextContent('1 pièce · 12,25 kg');
    expect(within(parcels).getByRole('row', { name: /EXP-000012-2/ })).toHaveTextContent('Expédié');
    expect(within(sent).getByRole('link', { name: 'Voir le bon' })).toHaveAttribute('href', '/my/expeditions/12/bon');

    const received = screen.getByRole('article', { name: 'EXP-000008' });
    expect(received).toHaveTextContent('Reçue de Furaha Kasongo');
    expect(received).toHaveTextContent('Payé');
  });

  it('says when the client has none', async () => {
    mockApi({ 'GET /api/my/expeditions': () => jsonResponse(200, pageOf([])) });
    renderApp('/my/expeditions', client);
    expect(await screen.findByText("Vous n'avez encore aucune expédition")).toBeInTheDocument();
  });

  it("is not there for staff without the permission", async () => {
    mockApi({});
    renderApp('/my/expeditions', sessionWith(['afficher expedition']));
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });
});

describe('Mes billets', () => {
  const ticket = {
    id: 5,
    ref_billet: 'BIL-000005',
    manifestId: 12,
    status: 'embarque',
    name: 'Neema Bahati',
    tel: '0991000031',
    document: 'Passeport OP0123456',
    type: 'adulte',
    seat: '3A',
    weight: 84,
    weightDeclared: null,
    baggagePieces: 1,
    baggageWeight: 15,
    fare: 120,
    paid: 100,
    due: 20,
    customerId: 31,
    manifest: {
      id: 12,
      ref_manifest: 'MAN-000012',
      status: 'EnCours',
      planeId: 1,
      planeRef: '9Q-CSA',
      origin: { id: 1, name: 'Soute Goma', city: 'Goma' },
      destination: { id: 3, name: 'Soute Bunia', city: 'Bunia' },
      departureDate: '2026-11-28',
      departureTime: null,
      createdAt: '2026-11-20T08:00:00Z',
    },
    createdAt: '2026-11-21T08:05:00Z',
    updatedAt: '2026-11-21T08:05:00Z',
    creator: { id: 2, name: 'Agent Goma', tel: null },
    invoices: null,
  };

  it("lists the client's tickets in a tab of their own: flight, seat, status, fare and what is paid", async () => {
    mockApi({
      'GET /api/my/expeditions': () => jsonResponse(200, pageOf([])),
      'GET /api/my/billets': () => jsonResponse(200, pageOf([ticket])),
    });
    const { router } = renderApp('/my/expeditions', client);
    const user = userEvent.setup();
    await screen.findByText("Vous n'avez encore aucune expédition");
    await user.click(screen.getByRole('tab', { name: 'Mes billets' }));
    expect(router.state.location.search).toBe('?onglet=billets');

    const card = await screen.findByRole('article', { name: 'BIL-000005' });
    expect(within(card).getByText('Embarqué')).toBeInTheDocument();
    const text = (card.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Goma → Bunia');
    expect(text).toContain('MAN-000012 · départ le 28/11/2026');
    expect(text).toContain('Siège3A');
    expect(text).toContain('Tarif120,00 $');
    expect(text).toContain('Payé100,00 $Reste 20,00 $');
    expect(within(card).getByRole('link', { name: 'Voir le billet' })).toHaveAttribute('href', '/my/billets/5/print');
  });

  it('says when the client has no ticket', async () => {
    mockApi({ 'GET /api/my/billets': () => jsonResponse(200, pageOf([])) });
    renderApp('/my/expeditions?onglet=billets', client);
    expect(await screen.findByText("Vous n'avez encore aucun billet")).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mes billets' })).toHaveAttribute('aria-selected', 'true');
  });
});
