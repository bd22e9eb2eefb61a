import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/features/audit/api/get-audit';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { onPhone } from '@/testing/browser';
import { renderApp } from '@/testing/render-app';

// As the server writes them (server/src/db: payments.rs, expeditions.rs, billets.rs, waybills.rs, http/session.rs).
const entries: AuditEntry[] = [
  {
    id: 5,
    createdAt: '2026-11-22T09:30:15Z',
    user: { id: 4, name: 'Gérant Goma' },
    action: 'cancel',
    resource: 'invoices',
    resourceId: 301,
    changes: { ref_invoice: 'FAC-000301', price: 30.5, reason: 'Prix erroné', expeditionId: 12, ref_expedition: 'EXP-000012' },
  },
  {
    id: 4,
    createdAt: '2026-11-22T09:31:00Z',
    user: { id: 4, name: 'Gérant Goma' },
    action: 'update',
    resource: 'expeditions',
    resourceId: 12,
    changes: { price: { from: 38.13, to: 30.5 }, weight: { from: 15.25, to: 12.5 } },
  },
  {
    id: 3,
    createdAt: '2026-11-22T09:20:00Z',
    user: { id: 5, name: 'Agent Goma' },
    action: 'create',
    resource: 'billets',
    resourceId: 663,
    changes: { ref_billet: 'BIL-000663', name: 'Baraka Mumbere', weight: 84000, fare: 260, manifestId: 87 },
  },
  { id: 2, createdAt: '2026-11-22T09:10:00Z', user: { id: 4, name: 'Gérant Goma' }, action: 'delete', resource: 'waybills', resourceId: 96, changes: {} },
  // A wrong password on a known account: the server keeps the person's number where a record's goes.
  {
    id: 1,
    createdAt: '2026-11-22T08:00:00Z',
    user: { id: 4, name: 'Gérant Goma' },
    action: 'login_failed',
    resource: 'sessions',
    resourceId: 4,
    changes: { username: '0990000004', ip: '10.0.0.7' },
  },
];

const people = pageOf([
  { id: 4, name: 'Gérant Goma', tel: '0990000004' },
  { id: 5, name: 'Agent Goma', tel: '0990000005' },
]);

const auditCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  callsTo(fetchMock, 'GET /api/audit').map(({ url }) => Object.fromEntries(url.searchParams));

function auditApi(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/audit': () => jsonResponse(200, { items: entries, total: 5, page: 1, per_page: 20 }),
    'GET /api/users': () => jsonResponse(200, people),
    'GET /api/site': () => jsonResponse(200, { name: 'Soute', version: '0.1.0', links: {} }),
    ...more,
  });
}

describe('Journal', () => {
  it('is in the sidebar for admin only', async () => {
    auditApi();
    renderApp('/', sessionWith(['afficher dashboard', 'admin']));
    const sidebar = await screen.findByRole('navigation', { name: 'Menu principal' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Paramètres' }));
    expect(await within(sidebar).findByRole('link', { name: 'Journal' })).toHaveAttribute('href', '/audit');
    cleanup();

    renderApp('/', sessionWith(['afficher dashboard', 'afficher personnel', 'modifier personnel']));
    const other = await screen.findByRole('navigation', { name: 'Menu principal' });
    // Nor its group, which would hold nothing else.
    expect(within(other).queryByRole('button', { name: 'Paramètres' })).not.toBeInTheDocument();
    expect(within(other).queryByRole('link', { name: 'Journal' })).not.toBeInTheDocument();
  });

  it('lists who did what and when, each change as a person reads it, with a link to the record', async () => {
    auditApi();
    renderApp('/audit', sessionWith(['admin']));

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Date et heure', 'Personne', 'Action', 'Élément', 'Champs modifiés',
    ]);
    const plain = (row: HTMLElement) => row.textContent?.replace(/[\u00a0\u202f]/g, ' ');

    const cancel = within(table).getByRole('row', { name: /Annulation/ });
    expect(cancel).toHaveTextContent('22/11/2026');
    expect(cancel).toHaveTextContent('Gérant Goma');
    expect(cancel).toHaveTextContent('Paiement FAC-000301');
    // A payment has no page: the link opens what it paid.
    expect(within(cancel).getByRole('link', { name: 'Expédition EXP-000012' })).toHaveAttribute('href', '/expeditions/12/bon');
    expect(plain(cancel)).toContain('Motif : Prix erroné');
    expect(plain(cancel)).toContain('Montant : 30,50 $');

    const update = within(table).getByRole('row', { name: /Modification/ });
    expect(within(update).getByRole('link', { name: 'Expédition n° 12' })).toHaveAttribute('href', '/expeditions/12/bon');
    expect(plain(update)).toContain('Prix : 38,13 $ → 30,50 $');
    expect(plain(update)).toContain('Poids : 15,25 kg → 12,5 kg');

    // Grams as kg, never 'weight : 84 000'; no raw field names.
    const sale = within(table).getByRole('row', { name: /Création/ });
    expect(within(sale).getByRole('link', { name: 'Billet BIL-000663' })).toHaveAttribute('href', '/billets/663');
    expect(plain(sale)).toContain('Poids du passager : 84 kg');
    expect(plain(sale)).toContain('Tarif : 260,00 $');
    expect(plain(sale)).not.toMatch(/weight|fare|84 000/);

    // A deleted record is named, without a link to a page that is gone.
    const deleted = within(table).getByRole('row', { name: /Suppression/ });
    expect(deleted).toHaveTextContent('Bordereau n° 96');
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();

    // A failed sign-in: no number of anything, what was typed and from where.
    const failed = within(table).getByRole('row', { name: /Connexion échouée/ });
    expect(failed).not.toHaveTextContent('n° 4');
    expect(plain(failed)).toContain('Identifiant saisi : 0990000004');
    expect(plain(failed)).toContain('Adresse IP : 10.0.0.7');
    expect(within(failed).getAllByRole('cell')[3]).toHaveTextContent(/^Connexion$/);
    expect(screen.getByText('1–5 sur 5')).toBeInTheDocument();
  });

  it('filters by person, item and period, from the first page', async () => {
    const fetchMock = auditApi({
      'GET /api/audit': (_, url) =>
        jsonResponse(200, { items: entries, total: 45, page: Number(url.searchParams.get('page') ?? 1), per_page: 20 }),
    });
    renderApp('/audit', sessionWith(['admin']));
    await screen.findByRole('table');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(auditCalls(fetchMock).at(-1)).toEqual({ page: '2', per_page: '20' }));

    const person = screen.getByRole('combobox', { name: 'Personne' });
    await user.click(person);
    await user.type(person, 'Gér');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/users').map(({ url }) => url.searchParams.get('q'))).toContain('Gér'),
    );
    await user.click(await screen.findByRole('option', { name: 'Gérant Goma' }));
    await waitFor(() => expect(auditCalls(fetchMock).at(-1)).toEqual({ userId: '4', page: '1', per_page: '20' }));

    await user.click(screen.getByRole('combobox', { name: 'Élément' }));
    await user.click(await screen.findByRole('option', { name: 'Paiement' }));
    await waitFor(() => expect(auditCalls(fetchMock).at(-1)).toMatchObject({ userId: '4', resource: 'invoices', page: '1' }));

    await user.type(screen.getByRole('textbox', { name: 'Du' }), '01/11/2026');
    await user.type(screen.getByRole('textbox', { name: 'Au' }), '22/11/2026');
    await waitFor(() =>
      expect(auditCalls(fetchMock).at(-1)).toEqual({
        userId: '4',
        resource: 'invoices',
        from: '2026-11-01',
        to: '2026-11-22',
        page: '1',
        per_page: '20',
      }),
    );
  });

  it('shows a loader, then says when there is nothing, or when the journal cannot be loaded', async () => {
    let answer: () => Response = () => jsonResponse(200, { ...pageOf([]), per_page: 20 });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    auditApi({
      'GET /api/audit': async () => {
        await gate;
        return answer();
      },
    });
    renderApp('/audit', sessionWith(['admin']));
    expect(await screen.findByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Le journal est vide')).toBeInTheDocument();
    cleanup();

    answer = () => jsonResponse(400, { msg: 'Certains champs sont invalides', code: 'invalid_input', fields: { from: 'Date invalide' } });
    renderApp('/audit', sessionWith(['admin']));
    expect(await screen.findByText('Échec du chargement')).toBeInTheDocument();
    expect(screen.getByText('Certains champs sont invalides')).toBeInTheDocument();
  });

  it('does not exist for whoever lacks admin', async () => {
    const fetchMock = auditApi();
    renderApp('/audit', sessionWith(['afficher personnel', 'modifier personnel']));
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/audit')).toEqual([]);
  });

  it('shows one card per line on a phone', async () => {
    onPhone();
    auditApi();
    renderApp('/audit', sessionWith(['admin']));
    const cards = await screen.findAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cancel = cards.find((card) => card.textContent?.includes('Annulation'));
    expect(cancel).toHaveTextContent('PersonneGérant Goma');
    expect(cancel).toHaveTextContent('ÉlémentPaiement FAC-000301Pour Expédition EXP-000012');
  });
});
