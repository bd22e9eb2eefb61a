import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fullCommission, manifestDepenses, result, typedepenses } from '@/features/commissions/testing';
import { manifest, manifestDetail } from '@/features/manifests/testing';
import type { Permission } from '@/lib/permissions';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const staff: Permission[] = ['afficher manifeste', 'modifier manifeste', 'afficher depense', 'ajouter depense'];

function manifestApi() {
  return mockApi({
    'GET /api/manifests/4': () => jsonResponse(200, { ...manifestDetail(), result: result(100, 50) }),
    'GET /api/manifests/counts': () => jsonResponse(200, [{ status: 'EnCours', count: 1 }, { status: 'Arriver', count: 0 }]),
    'GET /api/manifests': () => jsonResponse(200, pageOf([{ ...manifest(4), result: result(100, 50) }])),
    'GET /api/depenses/manifestId/4': () => jsonResponse(200, manifestDepenses([fullCommission()], 50)),
    'GET /api/typedepenses': () => jsonResponse(200, typedepenses),
    'GET /api/beneficiaries': () => jsonResponse(200, pageOf([])),
  });
}

// The manifest card shows the commissions feature's part (composed here, in the app).
describe('manifest card with its commissions', { timeout: 15_000 }, () => {
  it('shows the commission total and the result, which opens the result modal', async () => {
    manifestApi();
    renderApp('/manifests/4', sessionWith(staff));
    const card = await screen.findByRole('article', { name: 'MAN-000004' });
    expect(card).toHaveTextContent('Commissions100,00 $');
    const margin = within(card).getByRole('button', { name: /^Résultat du manifeste MAN-000004 : \+1\s350,00\s\$ · 90,0\s%$/ });
    await userEvent.setup().click(margin);
    const modal = await screen.findByRole('dialog', { name: 'Résultat du manifeste MAN-000004' });
    expect(await within(modal).findByRole('region', { name: 'Marge' })).toHaveTextContent('+1 350,00 $');
  });

  it("opens the commission modal from 'Dépense', on the list's cards too", async () => {
    manifestApi();
    renderApp('/manifests', sessionWith(staff));
    const card = await screen.findByRole('article', { name: 'MAN-000004' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Dépense : commissions du manifeste MAN-000004' }));
    const modal = await screen.findByRole('dialog', { name: 'Commissions du manifeste MAN-000004' });
    expect(await within(modal).findByRole('row', { name: /DEP-000010-2/ })).toHaveTextContent('Marie Zawadi');
  });

  it("offers no 'Dépense' without the permission to add one", async () => {
    manifestApi();
    renderApp('/manifests/4', sessionWith(['afficher manifeste']));
    const card = await screen.findByRole('article', { name: 'MAN-000004' });
    expect(card).toHaveTextContent('Résultat+1 350,00 $ · 90,0 %');
    expect(within(card).queryByRole('button', { name: /Dépense/ })).not.toBeInTheDocument();
  });
});

// And the tickets feature's 'Billet', which sells a ticket on this flight.
describe('manifest card with its tickets', { timeout: 15_000 }, () => {
  it("opens the ticket form on this flight from 'Billet', for those who sell tickets", async () => {
    manifestApi();
    renderApp('/manifests/4', sessionWith(['afficher manifeste', 'ajouter billet']));
    const card = await screen.findByRole('article', { name: 'MAN-000004' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Billet : vendre une place sur le manifeste MAN-000004' }));
    const form = await screen.findByRole('dialog', { name: 'Nouveau billet' });
    expect(await within(form).findByRole('combobox', { name: 'Vol (manifeste)' })).toHaveValue('MAN-000004 · Goma → Kinshasa');
  });

  it("offers no 'Billet' without the permission to sell tickets", async () => {
    manifestApi();
    renderApp('/manifests/4', sessionWith(['afficher manifeste']));
    const card = await screen.findByRole('article', { name: 'MAN-000004' });
    expect(within(card).queryByRole('button', { name: /^Billet/ })).not.toBeInTheDocument();
  });
});
