import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expeditionDetail } from '@/features/expeditions/testing/fixtures';
import { sessionWith, testUser } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('slip and invoice', () => {
  it("prints the slip: the origin branch, the parties, the parcels, what is paid and what is owed", async () => {
    mockApi({ 'GET /api/expeditions/12': () => jsonResponse(200, expeditionDetail(12)) });
    renderApp('/expeditions/12/bon', sessionWith(['afficher expedition']));

    const sheet = await screen.findByRole('article', { name: "BON D'EXPÉDITION" });
    expect(screen.getByRole('heading', { name: "Bon d'expédition EXP-000012", level: 1 })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('Soute Goma');
    expect(sheet).toHaveTextContent('RCCM : RCCM/CD/2019/B/0212');
    expect(sheet).toHaveTextContent('N° EXP-000012');
    expect(sheet).toHaveTextContent('Date : 20/11/2026');
    expect(sheet).toHaveTextContent('Trajet : Goma - Kinshasa · Destination : Soute Kinshasa');
    expect(sheet).toHaveTextContent('ExpéditeurNeema BahatiTél. : 0970000031Avenue du Lac 12, Goma, Nord-Kivu');
    const rows = within(sheet).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'RéférenceQtéPoidsContenu / descriptionMontant',
      'EXP-000012-123\u00a0kgRiz ×27,50\u00a0$',
      'EXP-000012-2112,25\u00a0kgPièces détachées30,63\u00a0$',
      'Total (2 colis)315,25\u00a0kg38,13\u00a0$',
    ]);
    expect(sheet).toHaveTextContent('Prix net38,13 $Payé10,00 $Reste à payer28,13 $');
    expect(sheet).not.toHaveTextContent('Arrêtée à la somme');
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la facture' })).toHaveAttribute('href', '/expeditions/12/facture');
    expect(screen.getByRole('link', { name: '← Retour aux expéditions' })).toHaveAttribute('href', '/expeditions');
  });

  it('writes the price in words on the invoice, with the payments', async () => {
    mockApi({ 'GET /api/expeditions/12': () => jsonResponse(200, expeditionDetail(12)) });
    renderApp('/expeditions/12/facture', sessionWith(['afficher expedition']));

    const sheet = await screen.findByRole('article', { name: "FACTURE D'EXPÉDITION" });
    expect(sheet).toHaveTextContent('Arrêtée à la somme de : Trente-huit dollars et treize cents.');
    expect(sheet).toHaveTextContent('FAC-000301 du 20/11/2026 : 10,00 $');
    expect(screen.getByRole('link', { name: "Voir le bon d'expédition" })).toHaveAttribute('href', '/expeditions/12/bon');
  });

  it("lists the expedition's payments under the sheet, and cancels one with a reason", async () => {
    const detail = expeditionDetail(12);
    let current = detail;
    const fetchMock = mockApi({
      'GET /api/expeditions/12': () => jsonResponse(200, current),
      'POST /api/invoices/301/cancel': () => {
        const payment = {
          ...detail.invoices[0],
          cancelledAt: '2026-11-21T10:00:00Z',
          cancelledBy: { id: 4, name: 'Gérant Goma' },
          cancelReason: 'Prix erroné',
        };
        current = { ...detail, paid: 0, debt: detail.price, invoices: [payment] };
        return jsonResponse(200, { msg: 'Paiement FAC-000301 annulé', data: payment });
      },
    });
    renderApp('/expeditions/12/facture', sessionWith(['afficher expedition', 'supprimer facture']));
    const user = userEvent.setup();

    const section = await screen.findByRole('region', { name: "Paiements de l'expédition" });
    expect(within(section).getByRole('row', { name: /FAC-000301/ })).toHaveTextContent('10,00 $Amani Kabila');
    expect(section).toHaveTextContent('Payé (paiements annulés exclus) : 10,00 $');
    await user.click(within(section).getByRole('button', { name: 'Annuler le paiement FAC-000301' }));
    const modal = await screen.findByRole('dialog', { name: 'Annuler le paiement FAC-000301' });
    await user.type(within(modal).getByRole('textbox', { name: /^Motif/ }), 'Prix erroné');
    await user.click(within(modal).getByRole('button', { name: 'Annuler le paiement' }));

    expect(await screen.findByText('Paiement FAC-000301 annulé')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/invoices/301/cancel')[0].init.body))).toEqual({ reason: 'Prix erroné' });
    // Fetched again: marked cancelled, with who and why; the sheet strikes it and owes the whole price.
    await waitFor(() => expect(section).toHaveTextContent('Annulé'));
    expect(section).toHaveTextContent('par Gérant Goma, le 21/11/2026');
    expect(section).toHaveTextContent('Motif : Prix erroné');
    expect(section).toHaveTextContent('Payé (paiements annulés exclus) : 0,00 $');
    const sheet = screen.getByRole('article', { name: "FACTURE D'EXPÉDITION" });
    expect(sheet).toHaveTextContent('FAC-000301 du 20/11/2026 : 10,00 $ (annulé le 21/11/2026)');
    expect(sheet).toHaveTextContent('Reste à payer38,13 $');
  });

  it('offers no Annuler without supprimer facture', async () => {
    mockApi({ 'GET /api/expeditions/12': () => jsonResponse(200, expeditionDetail(12)) });
    renderApp('/expeditions/12/bon', sessionWith(['afficher expedition']));
    const section = await screen.findByRole('region', { name: "Paiements de l'expédition" });
    expect(within(section).getByRole('row', { name: /FAC-000301/ })).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows a client their own slip, and says that someone else's is not found", async () => {
    mockApi({
      'GET /api/my/expeditions/12': () => jsonResponse(200, expeditionDetail(12)),
      'GET /api/my/expeditions/13': () => jsonResponse(404, { msg: 'Introuvable', code: 'not_found' }),
    });
    const client = { ...sessionWith(['afficher mes expeditions']), user: { ...testUser, id: 31 } };
    const { router } = renderApp('/my/expeditions/12/bon', client);
    expect(await screen.findByRole('article', { name: "BON D'EXPÉDITION" })).toBeInTheDocument();
    // No invoice link for a client: that page is the staff's.
    expect(screen.queryByRole('link', { name: 'Voir la facture' })).not.toBeInTheDocument();

    await router.navigate('/my/expeditions/13/bon');
    expect(await screen.findByRole('heading', { name: 'Expédition introuvable' })).toBeInTheDocument();
    expect(screen.getByText("Cette expédition n'existe pas, ou elle ne vous concerne pas.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimer' })).not.toBeInTheDocument();
  });
});
