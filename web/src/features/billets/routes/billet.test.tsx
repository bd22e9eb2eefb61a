import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { billet, billetDetail, openManifest } from '@/features/billets/testing';
import type { Permission } from '@/lib/permissions';
import { branch, pageOf, sessionWith, testUser } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A description list's terms and what each says: `Siège: 3A`. */
const facts = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${plain(term.nextElementSibling?.textContent ?? '')}`);

const counter: Permission[] = ['afficher billet', 'ajouter billet', 'modifier billet', 'supprimer billet', 'ajouter facture', 'supprimer facture'];

const goma = branch(1, 'Soute Goma', {
  social_reason: 'Soute Air SARL',
  trade_registry: 'CD/GOM/RCCM/24-B-00123',
  nif: 'A1234567K',
  tel: '+243990001001',
  city: 'Goma',
  region: 'Nord-Kivu',
});

describe("a ticket's page", { timeout: 20_000 }, () => {
  it('shows the passenger, the flight, the fare and the payments, with what may be done', async () => {
    mockApi({ 'GET /api/billets/2': () => jsonResponse(200, billetDetail(2, { fare: 120, paid: 45.5, due: 74.5 })) });
    renderApp('/billets/2', sessionWith(counter));

    expect(await screen.findByRole('heading', { level: 1, name: 'Billet BIL-000002' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'BIL-000002' });
    expect(within(card).getByText('Réservé')).toBeInTheDocument();
    expect(facts(within(card).getByRole('region', { name: 'Passager' }))).toEqual([
      'Téléphone: 0991000031',
      "Pièce d'identité: Passeport OP0123456",
      'Type: Adulte',
      'Siège: 3A',
      'Poids du passager: 84 kgmasse standard',
      'Bagages: 2 bagages · 23,5 kg',
    ]);
    expect(facts(within(card).getByRole('region', { name: 'Vol' }))).toEqual([
      'Manifeste: MAN-000012',
      'Trajet: Goma → Bunia',
      'Date: ouvert le 20/11/2026',
      'Avion: 9Q-CSA',
    ]);
    expect(facts(within(card).getByRole('region', { name: 'Paiement' }))).toEqual([
      'Tarif: 120,00 $',
      'Payé: 45,50 $',
      'Reste à payer: 74,50 $',
    ]);
    expect(within(card).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Embarquer', 'Marquer absent', 'Annuler le billet', 'Paiement', 'Modifier', 'Supprimer',
    ]);
    const payments = screen.getByRole('region', { name: 'Paiements du billet' });
    expect(within(payments).getByRole('row', { name: /FAC-000401/ })).toHaveTextContent('Agent Goma');
    expect(screen.getByRole('link', { name: 'Imprimer le billet' })).toHaveAttribute('href', '/billets/2/print');
  });

  it('edits a ticket with the version it was read at, never below what is paid', async () => {
    const fetchMock = mockApi({
      'GET /api/billets/2': () => jsonResponse(200, billetDetail(2, { fare: 120, paid: 45.5, due: 74.5 })),
      'GET /api/manifests': () => jsonResponse(200, pageOf([openManifest(12)])),
      'PUT /api/billets/2': () => jsonResponse(200, { msg: 'Billet BIL-000002 modifié', data: billet(2) }),
    });
    renderApp('/billets/2', sessionWith(counter));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le billet BIL-000002' });
    // No cash on an edit: later payments are taken apart.
    expect(within(dialog).queryByRole('textbox', { name: /^Montant payé/ })).not.toBeInTheDocument();
    const fare = within(dialog).getByRole('textbox', { name: /^Tarif/ });
    expect(fare).toHaveValue('120,00');
    await user.clear(fare);
    await user.type(fare, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(dialog).findByText('Le tarif ne peut pas être inférieur à ce qui est déjà payé (45,50 $).', { normalizer: plain })).toBeInTheDocument();

    await user.clear(fare);
    await user.type(fare, '150');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Siège' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/billets/2')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/billets/2')[0].init.body))).toEqual({
      manifestId: 12,
      name: 'Neema Bahati',
      tel: '0991000031',
      document: 'Passeport OP0123456',
      type: 'adulte',
      seat: null,
      weight: null,
      baggagePieces: 2,
      baggageWeight: 23.5,
      fare: 150,
      updatedAt: '2026-11-21T08:05:00.000000Z',
    });
  });

  it('says when the ticket does not exist', async () => {
    mockApi({ 'GET /api/billets/99': () => jsonResponse(404, { msg: 'Billet introuvable', code: 'not_found' }) });
    renderApp('/billets/99', sessionWith(counter));
    expect(await screen.findByRole('heading', { name: 'Billet introuvable' })).toBeInTheDocument();
  });
});

describe('the printed ticket', { timeout: 20_000 }, () => {
  it('prints on A5 under the agency header, with a QR code to the ticket, the flight, the baggage and the amount paid in words', async () => {
    mockApi({
      'GET /api/billets/2': () => jsonResponse(200, billetDetail(2, { fare: 120, paid: 45.5, due: 74.5 })),
      'GET /api/extensions/1': () => jsonResponse(200, goma),
    });
    renderApp('/billets/2/print', sessionWith(counter));

    const sheet = await screen.findByRole('article', { name: 'Billet imprimable BIL-000002' });
    expect(sheet.closest('.print-sheet')).toHaveAttribute('data-size', 'A5');
    expect(within(sheet).getByRole('banner')).toHaveTextContent('Soute Goma');
    expect(within(sheet).getByRole('banner')).toHaveTextContent('RCCM : CD/GOM/RCCM/24-B-00123');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('BILLET DE PASSAGE');
    expect(within(sheet).getByRole('img', { name: 'Code QR du billet' })).toBeInTheDocument();
    expect(plain(within(sheet).getByRole('region', { name: 'Vol' }).textContent)).toBe(
      'VolGoma → BuniaManifesteMAN-000012Avion9Q-CSADateÀ confirmerSiège3ADe Soute Goma à Soute Bunia',
    );
    expect(plain(within(sheet).getByRole('region', { name: 'Franchise de bagages' }).textContent)).toBe(
      'Franchise de bagagesPièces2Poids23,5 kgPoids du passager84 kg',
    );
    expect(sheet).toHaveTextContent('Payé : Quarante-cinq dollars et cinquante cents.');
    expect(plain(sheet.textContent)).toContain('Tarif120,00 $Payé45,50 $Reste à payer74,50 $');
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
  });

  it('names the branch only, when its details may not be read', async () => {
    mockApi({
      'GET /api/my/billets/2': () => jsonResponse(200, billetDetail(2)),
      'GET /api/extensions/1': () => jsonResponse(403, { msg: 'Permission manquante', code: 'forbidden' }),
    });
    renderApp('/my/billets/2/print', { ...sessionWith(['afficher mes expeditions']), user: { ...testUser, id: 31 } });
    const sheet = await screen.findByRole('article', { name: 'Billet imprimable BIL-000002' });
    expect(within(sheet).getByRole('banner')).toHaveTextContent('Soute Goma');
    expect(sheet).toHaveTextContent('Payé : Cent vingt dollars.');
  });
});
