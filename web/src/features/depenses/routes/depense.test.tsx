import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { expense, share, typedepenses } from '@/features/depenses/testing';
import type { DepenseDetail } from '@/features/depenses/types';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// Toasts live in a store of their own: those of one test would fill the next one's five places.
afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const everything = sessionWith(['afficher depense', 'ajouter depense', 'modifier depense', 'supprimer depense']);

const fuel: DepenseDetail = {
  ...expense(78, 1234.5, {
    beneficerId: 40,
    beneficer: { id: 40, name: 'Station Kivu Fuel', tel: null },
    manifesteId: 12,
    manifeste: { id: 12, ref_manifest: 'MAN-000012', status: 'Arriver' },
    updatedAt: '2026-11-22T10:15:00.000000Z',
  }),
  shares: null,
  result: { revenue: 2000, fares: 0, commissions: 100, expenses: 1234.5, margin: 665.5, marginPercent: 33.3, byDestination: null, byType: null },
};

const commission: DepenseDetail = {
  ...share(77, 0, 100, { ref_depense: 'DEP-000077', kind: 'commission', beneficerId: null, beneficer: null, depenseId: null, depense: null }),
  allotted: 60,
  remaining: 40,
  result: null,
  shares: [share(81, 1, 60), share(82, 2, 25, { cancelledAt: null, beneficerId: 32, beneficer: { id: 32, name: 'Neema Courtage', tel: null } })],
};

function detailApi(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/depenses/78': () => jsonResponse(200, fuel),
    'GET /api/depenses/77': () => jsonResponse(200, commission),
    'GET /api/typedepenses': () => jsonResponse(200, typedepenses),
    'GET /api/extensions': () => jsonResponse(200, pageOf([{ id: 1, name: 'Soute Goma', city: 'Goma', region: null, status: 1, type: 1 }])),
    ...more,
  });
}

describe("an expense's page", () => {
  it('shows the expense, its branch, beneficiary, manifest and its result, who recorded it and when', async () => {
    detailApi();
    renderApp('/depenses/78', everything);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dépense DEP-000078' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Détails' });
    expect(details).toHaveTextContent('NatureDépense');
    expect(details).toHaveTextContent('TypeCarburant');
    expect(details).toHaveTextContent(/Montant1\s234,50\s\$/);
    expect(details).toHaveTextContent('Date21/11/2026');
    expect(details).toHaveTextContent('AgenceSoute Goma');
    expect(details).toHaveTextContent('Enregistrée parAgent Goma');
    expect(details).toHaveTextContent('Enregistrée le21/11/2026');
    expect(details).toHaveTextContent('Modifiée le22/11/2026');
    expect(details).toHaveTextContent('ÉtatEn vigueur');
    expect(details).toHaveTextContent('DescriptionPlein du groupe électrogène');
    expect(within(details).getByRole('link', { name: 'Station Kivu Fuel' })).toHaveAttribute('href', '/profile/40');
    expect(within(details).getByRole('link', { name: 'MAN-000012 (arrivé)' })).toHaveAttribute('href', '/manifests/12');
    expect(screen.getByRole('region', { name: 'Résultat du manifeste' })).toHaveTextContent(
      /Recettes2\s000,00\s\$Commissions100,00\s\$Dépenses1\s234,50\s\$Marge665,50\s\$ \(33,3\s%\)/,
    );
    expect(screen.getByRole('button', { name: 'Modifier la dépense DEP-000078' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Dépenses' })).toHaveAttribute('href', '/depenses');
  });

  it('cancels the expense once confirmed, and then shows it cancelled', async () => {
    let shown = fuel;
    const fetchMock = detailApi({
      'GET /api/depenses/78': () => jsonResponse(200, shown),
      'DELETE /api/depenses/78': () => {
        shown = { ...fuel, cancelledAt: '2026-11-23T07:00:00Z' };
        return jsonResponse(200, { msg: 'Dépense annulée', data: shown });
      },
    });
    renderApp('/depenses/78', everything);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Annuler la dépense DEP-000078' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler la dépense' }));
    expect(await screen.findByText('Dépense annulée')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/depenses/78')).toHaveLength(1);
    const details = screen.getByRole('region', { name: 'Détails' });
    await waitFor(() => expect(details).toHaveTextContent('ÉtatAnnuléele 23/11/2026'));
    expect(within(details).getByText(/^1\s234,50\s\$$/)).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.queryByRole('button', { name: /Annuler la dépense/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Modifier la dépense/ })).not.toBeInTheDocument();
  });

  it("shows a commission's total, what is allotted and left, and its shares; it is changed on its manifest", async () => {
    detailApi();
    renderApp('/depenses/77', everything);

    expect(await screen.findByRole('heading', { level: 1, name: 'Commission DEP-000077' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Détails' });
    expect(details).toHaveTextContent('Total de la commission100,00 $');
    expect(details).toHaveTextContent('Réparti60,00 $');
    expect(details).toHaveTextContent('Reste à répartir40,00 $');
    const shares = within(screen.getByRole('region', { name: 'Parts de la commission' })).getByRole('table');
    expect(within(shares).getAllByRole('row').slice(1).map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      '1DEP-000077-1Kahindo Transit60,00 $21/11/2026',
      '2DEP-000077-2Neema Courtage25,00 $21/11/2026',
    ]);
    expect(within(shares).getByRole('link', { name: 'DEP-000077-2' })).toHaveAttribute('href', '/depenses/82');
    expect(screen.getByRole('link', { name: 'Modifier sur le manifeste' })).toHaveAttribute('href', '/manifests/12');
    expect(screen.queryByRole('button', { name: /Annuler/ })).not.toBeInTheDocument();
  });

  it("links a share to its commission", async () => {
    detailApi({ 'GET /api/depenses/81': () => jsonResponse(200, { ...share(81, 1, 60), shares: null, result: null }) });
    renderApp('/depenses/81', everything);
    expect(await screen.findByRole('heading', { level: 1, name: 'Part de commission DEP-000077-1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^DEP-000077, total 100,00\s\$$/ })).toHaveAttribute('href', '/depenses/77');
  });

  it('says when the expense does not exist', async () => {
    detailApi({ 'GET /api/depenses/99': () => jsonResponse(404, { msg: 'Introuvable', code: 'not_found' }) });
    renderApp('/depenses/99', everything);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dépense introuvable' })).toBeInTheDocument();
  });

  it('says when the expense could not be loaded', async () => {
    detailApi({ 'GET /api/depenses/98': () => jsonResponse(403, { msg: 'Permission manquante : afficher depense', code: 'forbidden' }) });
    renderApp('/depenses/98', everything);
    expect(await screen.findByText('Échec du chargement')).toBeInTheDocument();
    expect(screen.getByText('Permission manquante : afficher depense')).toBeInTheDocument();
  });
});
