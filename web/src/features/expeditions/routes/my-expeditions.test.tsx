import { screen, within } from '@testing-library/react';
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
