import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parcelUrl } from '@/features/packags/components/parcel-label';
import { parcelDetail } from '@/features/packags/testing';
import { sessionWith } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('parcel page', () => {
  it('shows the label of the parcel on an A5 sheet, with its QR code', async () => {
    mockApi({ 'GET /api/packags/10': () => jsonResponse(200, parcelDetail()) });
    renderApp('/packags/10', sessionWith(['afficher coli']));

    const label = await screen.findByRole('article', { name: 'Étiquette du colis EXP-000001-1' });
    expect(label.closest('.print-sheet')).toHaveAttribute('data-size', 'A5');
    expect(screen.getByRole('heading', { level: 1, name: 'Colis EXP-000001-1' })).toBeInTheDocument();
    // The agency that registered the expedition.
    expect(label).toHaveTextContent('Soute Goma');
    expect(label).toHaveTextContent('RCCM : CD/GOM/RCCM/24-B-00123 · NIF : A1234567K');
    expect(within(label).getByRole('heading', { name: 'EXP-000001-1' })).toBeInTheDocument();
    expect(label).toHaveTextContent('Expédition :EXP-000001');
    expect(label).toHaveTextContent('Trajet :Goma - Kinshasa');
    expect(label).toHaveTextContent('ExpéditeurAmani Kabila0991000001');
    expect(label).toHaveTextContent('DestinataireNeema Uwimana0991000002');
    expect(label).toHaveTextContent('Quantité2');
    expect(label).toHaveTextContent('Poids3 kg');
    expect(label).toHaveTextContent('Poids unitaire1,5 kg');
    const contents = within(label).getByRole('table');
    expect(within(contents).getByRole('row', { name: 'Sac de riz (Alimentation) 2' })).toBeInTheDocument();
    expect(within(contents).getByRole('row', { name: 'Huile 20 l 1' })).toBeInTheDocument();
    expect(label).toHaveTextContent('DescriptionVivres');
    expect(label).toHaveTextContent(/Enregistré le 21\/11\/2026 à \d\d:\d\d par Agent Goma/);
    const qr = within(label).getByRole('img', { name: 'QR code de la page du colis' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
  });

  it('encodes the absolute address of the tracking page in the QR code', () => {
    expect(parcelUrl('EXP-000301-2')).toBe(`${window.location.origin}/suivi/EXP-000301-2`);
  });

  it('shows where the pieces are, and offers to go to the first screen or print, neither of which is printed', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockApi({
      'GET /api/packags/10': () =>
        jsonResponse(200, parcelDetail({ quantityRestant: 1, quantityWaybill: 1, weightRestant: 1.5, weightWaybill: 1.5 })),
    });
    renderApp('/packags/10', sessionWith(['afficher coli']));

    const buckets = await screen.findByRole('region', { name: 'Situation du colis' });
    expect(within(buckets).getByLabelText('En stock')).toHaveTextContent('1 pièce1,5 kg');
    expect(within(buckets).getByLabelText('Sur bordereau')).toHaveTextContent('1 pièce1,5 kg');
    expect(within(buckets).getByLabelText('Expédié')).toHaveTextContent('0 pièce0 kg');
    expect(buckets).toHaveClass('print-hide');

    const home = screen.getByRole('link', { name: 'Accueil' });
    // The user's first screen: the parcels, for someone who may only see them.
    expect(home).toHaveAttribute('href', '/packags');
    expect(home).toHaveClass('print-hide');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says when the parcel does not exist', async () => {
    mockApi({ 'GET /api/packags/99': () => jsonResponse(404, { msg: 'Introuvable', code: 'not_found' }) });
    renderApp('/packags/99', sessionWith(['afficher coli']));
    expect(await screen.findByText('Échec du chargement')).toBeInTheDocument();
    expect(screen.getByText('Introuvable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimer' })).not.toBeInTheDocument();
  });

  it('sends a visitor to the login screen', async () => {
    mockApi({});
    const { router } = renderApp('/packags/10', null);
    await screen.findByRole('heading', { name: 'Identification' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
