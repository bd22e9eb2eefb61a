import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommissionModal } from '@/features/commissions/components/commission-modal';
import {
  beneficiaries,
  commission,
  fullCommission,
  manifestDepenses,
  share,
  typedepenses,
} from '@/features/commissions/testing';
import type { CommissionManifest } from '@/features/commissions/utils/rights';
import type { Permission } from '@/lib/permissions';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';

const staff: Permission[] = ['afficher manifeste', 'afficher depense', 'ajouter depense', 'modifier depense', 'supprimer depense'];

/** MAN-000004, in preparation, from the test user's branch (1) to branch 3. */
const preparing: CommissionManifest = { id: 4, ref_manifest: 'MAN-000004', status: 'EnCours', originId: 1, destinationId: 3 };

const externes = [beneficiaries.jean, beneficiaries.marie, beneficiaries.paul].map((who) => ({ ...who, profile: 'Externe' }));

function commissionApi(depenses: ReturnType<typeof manifestDepenses>, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/depenses/manifestId/4': () => jsonResponse(200, depenses),
    'GET /api/typedepenses': () => jsonResponse(200, typedepenses),
    'GET /api/beneficiaries': () => jsonResponse(200, pageOf(externes)),
    ...extra,
  });
}

function open(manifest: CommissionManifest = preparing, permissions: Permission[] = staff) {
  const onClose = vi.fn();
  renderWithProviders(<CommissionModal manifest={manifest} onClose={onClose} />, sessionWith(permissions));
  return { onClose, user: userEvent.setup() };
}

async function pick(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, option: string | RegExp) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string, index = 0) =>
  JSON.parse(String(callsTo(fetchMock, key)[index].init.body)) as Record<string, unknown>;

const field = (modal: HTMLElement, label: string) => within(modal).getByRole('textbox', { name: label });

describe('commission modal', { timeout: 20_000 }, () => {
  it('lists the shares in force, or says there is none', async () => {
    commissionApi(manifestDepenses([]));
    open();
    const modal = await screen.findByRole('dialog', { name: 'Commissions du manifeste MAN-000004' });
    expect(await within(modal).findByText('Aucune commission')).toBeInTheDocument();
  });

  it('shows what remains as the amounts are typed, and refuses a share above it before sending', async () => {
    const fetchMock = commissionApi(manifestDepenses([fullCommission()]), {
      'POST /api/depenses': () => jsonResponse(201, { msg: 'Dépense enregistrée', data: share(13, 'DEP-000010-3', 10, beneficiaries.paul) }),
    });
    const { user } = open();
    const modal = await screen.findByRole('dialog', { name: 'Commissions du manifeste MAN-000004' });
    const table = await within(modal).findByRole('table', { name: 'Parts des commissions' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Num',
      'Montant',
      'Type',
      'Bénéficiaire',
      'Description',
      'Date',
    ]);
    expect(within(table).getByRole('row', { name: /DEP-000010-1/ })).toHaveTextContent(
      'DEP-000010-160,00 $CommissionJean KalumeApport du client21/11/2026',
    );
    expect(within(modal).getByRole('list', { name: 'Commissions du manifeste' })).toHaveTextContent(
      'Commission DEP-000010 : total 100,00 $, réparti 100,00 $, reste 0,00 $',
    );

    // Its commission exists: choosing the type brings its total, and what its shares take.
    await pick(user, modal, 'Type', 'Commission');
    expect(field(modal, 'Montant commission')).toHaveValue('100');
    const sharing = within(modal).getByRole('status', { name: 'Répartition' });
    expect(sharing).toHaveTextContent('Déjà réparti : 100,00 $Reste après ce bénéficiaire : 0,00 $');

    await user.type(field(modal, 'Montant'), '10');
    expect(sharing).toHaveTextContent('Reste après ce bénéficiaire : -10,00 $');
    expect(within(modal).getByText('La commission est inférieure au montant du bénéficiaire')).toBeInTheDocument();
    await pick(user, modal, 'Bénéficiaire', 'Paul Bisimwa');
    await user.click(within(modal).getByRole('button', { name: 'Ajouter' }));
    expect(await within(modal).findByText('La commission est inférieure au montant du bénéficiaire')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/depenses')).toEqual([]);

    // A total below what the others take already is refused on the total.
    await user.clear(field(modal, 'Montant commission'));
    await user.type(field(modal, 'Montant commission'), '50');
    expect(within(modal).getByText('La commission est inférieure au montant déjà réparti (100,00 $)')).toBeInTheDocument();
    expect(within(modal).queryByText('La commission est inférieure au montant du bénéficiaire')).not.toBeInTheDocument();

    // A larger total makes room for it; amounts are typed as the French write them.
    await user.clear(field(modal, 'Montant commission'));
    await user.type(field(modal, 'Montant commission'), '110,5');
    expect(sharing).toHaveTextContent('Reste après ce bénéficiaire : 0,50 $');
    expect(within(modal).queryByText('La commission est inférieure au montant du bénéficiaire')).not.toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: 'Description' }), '  Chargement de nuit ');
    await user.click(within(modal).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/depenses')).toHaveLength(1));
    expect(bodyOf(fetchMock, 'POST /api/depenses')).toEqual({
      typedepenseId: 1,
      manifesteId: 4,
      mountT: 110.5,
      beneficerId: 33,
      mount: 10,
      description: 'Chargement de nuit',
    });
    // Ready for the next beneficiary of the same commission.
    await waitFor(() => expect(field(modal, 'Montant')).toHaveValue(''));
    expect(within(modal).getByRole('combobox', { name: 'Type' })).toHaveValue('Commission');
  });

  it('starts a commission of a type that has none from the total typed', async () => {
    const fetchMock = commissionApi(manifestDepenses([fullCommission()]), {
      'POST /api/depenses': () => jsonResponse(201, { msg: 'Dépense enregistrée', data: share(21, 'DEP-000020-1', 30, beneficiaries.jean) }),
    });
    const { user } = open();
    const modal = await screen.findByRole('dialog', { name: 'Commissions du manifeste MAN-000004' });
    await within(modal).findByRole('table', { name: 'Parts des commissions' });
    // Only the types of a manifest are offered.
    await user.click(within(modal).getByRole('combobox', { name: 'Type' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Commission', 'Manutention']);
    await user.click(screen.getByRole('option', { name: 'Manutention' }));
    expect(field(modal, 'Montant commission')).toHaveValue('');
    await user.click(within(modal).getByRole('button', { name: 'Ajouter' }));
    expect(await within(modal).findByText('Saisissez le montant de la commission')).toBeInTheDocument();
    expect(within(modal).getByText('Choisissez le bénéficiaire')).toBeInTheDocument();
    expect(within(modal).getByText('Saisissez le montant du bénéficiaire')).toBeInTheDocument();

    await user.type(field(modal, 'Montant commission'), '50');
    await user.type(field(modal, 'Montant'), '30,125');
    await pick(user, modal, 'Bénéficiaire', 'Jean Kalume · 0997000031');
    await user.click(within(modal).getByRole('button', { name: 'Ajouter' }));
    expect(await within(modal).findByText('Au plus deux décimales (les cents)')).toBeInTheDocument();
    await user.clear(field(modal, 'Montant'));
    await user.type(field(modal, 'Montant'), '30');
    expect(within(modal).getByRole('status', { name: 'Répartition' })).toHaveTextContent(
      'Déjà réparti : 0,00 $Reste après ce bénéficiaire : 20,00 $',
    );
    await user.click(within(modal).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/depenses')).toHaveLength(1));
    expect(bodyOf(fetchMock, 'POST /api/depenses')).toMatchObject({ typedepenseId: 2, mountT: 50, mount: 30, beneficerId: 31, description: null });
  });

  it("puts the server's refusal on the field it names", async () => {
    commissionApi(manifestDepenses([]), {
      'POST /api/depenses': () =>
        jsonResponse(400, {
          msg: 'La commission est inférieure au montant du bénéficiaire',
          code: 'invalid',
          fields: { mount: 'La commission est inférieure au montant du bénéficiaire' },
        }),
    });
    const { user } = open();
    const modal = await screen.findByRole('dialog', { name: 'Commissions du manifeste MAN-000004' });
    await within(modal).findByText('Aucune commission');
    await pick(user, modal, 'Type', 'Commission');
    await user.type(field(modal, 'Montant commission'), '100');
    await user.type(field(modal, 'Montant'), '60');
    await pick(user, modal, 'Bénéficiaire', 'Jean Kalume · 0997000031');
    await user.click(within(modal).getByRole('button', { name: 'Ajouter' }));
    // In red above the form, and under the amount.
    await waitFor(() => expect(within(modal).getAllByText('La commission est inférieure au montant du bénéficiaire')).toHaveLength(2));
    expect(field(modal, 'Montant')).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes a chosen share, its own amount left out of what the others take', async () => {
    const fetchMock = commissionApi(manifestDepenses([fullCommission()]), {
      'PUT /api/depenses/11': () => jsonResponse(200, { msg: 'Dépense modifiée', data: share(11, 'DEP-000010-1', 55, beneficiaries.jean) }),
    });
    const { user } = open();
    const modal = await screen.findByRole('dialog', { name: 'Commissions du manifeste MAN-000004' });
    await user.click(await within(modal).findByRole('button', { name: 'Choisir la part DEP-000010-1' }));
    expect(within(modal).getByText('Modification de la part DEP-000010-1')).toBeInTheDocument();
    expect(within(modal).getByRole('combobox', { name: 'Type' })).toBeDisabled();
    expect(field(modal, 'Montant commission')).toHaveValue('100');
    expect(field(modal, 'Montant')).toHaveValue('60');
    expect(within(modal).getByRole('combobox', { name: 'Bénéficiaire' })).toHaveValue('Jean Kalume · 0997000031');
    expect(within(modal).getByRole('textbox', { name: 'Description' })).toHaveValue('Apport du client');
    const sharing = within(modal).getByRole('status', { name: 'Répartition' });
    expect(sharing).toHaveTextContent('Déjà réparti : 40,00 $Reste après ce bénéficiaire : 0,00 $');

    await user.clear(field(modal, 'Montant'));
    await user.type(field(modal, 'Montant'), '65');
    expect(within(modal).getByText('La commission est inférieure au montant du bénéficiaire')).toBeInTheDocument();
    await user.clear(field(modal, 'Montant'));
    await user.type(field(modal, 'Montant'), '55');
    expect(sharing).toHaveTextContent('Reste après ce bénéficiaire : 5,00 $');
    await user.click(within(modal).getByRole('button', { name: 'Modifier' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/depenses/11')).toHaveLength(1));
    expect(bodyOf(fetchMock, 'PUT /api/depenses/11')).toEqual({
      typedepenseId: 1,
      mountT: 100,
      beneficerId: 31,
      mount: 55,
      description: 'Apport du client',
      updatedAt: '2026-11-21T10:00:01.000000Z',
    });
    // Back to adding.
    expect(await within(modal).findByRole('button', { name: 'Ajouter' })).toBeInTheDocument();
    expect(field(modal, 'Montant')).toHaveValue('');
  });

  it('cancels only the last share of a commission, after asking', async () => {
    const fetchMock = commissionApi(manifestDepenses([fullCommission()]), {
      'DELETE /api/depenses/12': () => jsonResponse(200, { msg: 'Dépense annulée' }),
    });
    const { user } = open();
    const modal = await screen.findByRole('dialog', { name: 'Commissions du manifeste MAN-000004' });
    await within(modal).findByRole('table', { name: 'Parts des commissions' });
    const cancel = within(modal).getByRole('button', { name: 'Annuler la part' });
    // Nothing chosen yet.
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await user.hover(cancel);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Choisissez dans le tableau la part à annuler');

    await user.click(within(modal).getByRole('button', { name: 'Choisir la part DEP-000010-1' }));
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await user.unhover(cancel);
    await user.hover(cancel);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent("Seule la dernière part d'une commission peut être annulée"));
    await user.click(cancel);
    expect(screen.queryByRole('dialog', { name: /Annuler la part/ })).not.toBeInTheDocument();

    // A click anywhere on the row chooses it too.
    await user.click(within(modal).getByRole('cell', { name: 'Marie Zawadi' }));
    expect(cancel).not.toHaveAttribute('aria-disabled');
    await user.click(cancel);
    const confirm = await screen.findByRole('dialog', { name: 'Annuler la part DEP-000010-2' });
    expect(confirm).toHaveTextContent('La part DEP-000010-2 de 40,00 $ pour Marie Zawadi sera annulée');
    // Each button says what it does: keeping the share closes, 'Annuler la part' cancels it.
    expect(within(confirm).getAllByRole('button').map((button) => button.textContent)).toEqual(
      expect.arrayContaining(['Garder la part', 'Annuler la part']),
    );
    expect(within(confirm).queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
    expect(within(confirm).queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Garder la part' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Annuler la part DEP-000010-2' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /api/depenses/12')).toEqual([]);
    await user.click(cancel);
    const again = await screen.findByRole('dialog', { name: 'Annuler la part DEP-000010-2' });
    await user.click(within(again).getByRole('button', { name: 'Annuler la part' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/depenses/12')).toHaveLength(1));
    expect(callsTo(fetchMock, 'DELETE /api/depenses/11')).toEqual([]);
  });

  it('each commission has its own last share', async () => {
    const handling = commission(20, 'DEP-000020', 30, [share(21, 'DEP-000020-1', 30, beneficiaries.paul, { commissionId: 20, total: 30, typedepenseId: 2 })], 2);
    commissionApi(manifestDepenses([fullCommission(), handling]));
    const { user } = open();
    const modal = await screen.findByRole('dialog', { name: 'Commissions du manifeste MAN-000004' });
    await user.click(await within(modal).findByRole('button', { name: 'Choisir la part DEP-000020-1' }));
    expect(within(modal).getByRole('button', { name: 'Annuler la part' })).not.toHaveAttribute('aria-disabled');
    await user.click(within(modal).getByRole('button', { name: 'Choisir la part DEP-000010-1' }));
    expect(within(modal).getByRole('button', { name: 'Annuler la part' })).toHaveAttribute('aria-disabled', 'true');
    // Vider: back to a new share.
    await user.click(within(modal).getByRole('button', { name: 'Vider' }));
    expect(field(modal, 'Montant')).toHaveValue('');
    expect(within(modal).getByRole('button', { name: 'Ajouter' })).toBeEnabled();
  });

  it('is read-only once the manifest left, for whoever lacks admin', async () => {
    commissionApi(manifestDepenses([fullCommission()]));
    const { user } = open({ ...preparing, status: 'Arriver' });
    const modal = await screen.findByRole('dialog', { name: 'Commissions du manifeste MAN-000004' });
    await within(modal).findByRole('table', { name: 'Parts des commissions' });
    expect(modal).toHaveTextContent("Ce manifeste n'est plus en préparation : ses commissions ne peuvent plus être changées sans la permission « admin ».");
    for (const label of ['Type', 'Bénéficiaire']) expect(within(modal).getByRole('combobox', { name: label })).toBeDisabled();
    for (const label of ['Montant commission', 'Montant', 'Description']) expect(field(modal, label)).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Ajouter' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Vider' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Annuler la part' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(modal).queryByRole('button', { name: 'Nouveau bénéficiaire' })).not.toBeInTheDocument();
    // Rows cannot be chosen.
    expect(within(modal).queryByRole('button', { name: /Choisir la part/ })).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('cell', { name: 'Marie Zawadi' }));
    expect(within(modal).queryByText(/Modification de la part/)).not.toBeInTheDocument();
  });

  it('stays open to an administrator once the manifest left', async () => {
    commissionApi(manifestDepenses([fullCommission()]));
    open({ ...preparing, status: 'Arriver' }, [...staff, 'admin']);
    const modal = await screen.findByRole('dialog', { name: 'Commissions du manifeste MAN-000004' });
    await within(modal).findByRole('table', { name: 'Parts des commissions' });
    expect(modal).not.toHaveTextContent('lecture seule');
    expect(within(modal).getByRole('button', { name: 'Ajouter' })).toBeEnabled();
    expect(within(modal).getByRole('button', { name: 'Choisir la part DEP-000010-2' })).toBeInTheDocument();
  });

  it("is read-only from a branch that is neither the manifest's origin nor its destination", async () => {
    commissionApi(manifestDepenses([fullCommission()]));
    open({ ...preparing, originId: 2 });
    const modal = await screen.findByRole('dialog', { name: 'Commissions du manifeste MAN-000004' });
    expect(await within(modal).findByText(/Votre agence n'est ni l'origine ni la destination de ce manifeste/)).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Ajouter' })).toBeDisabled();
  });

  it('creates a new beneficiary as an external person and picks them', async () => {
    const created = { id: 40, name: 'Bahati Neema', tel: '0997000040', profile: 'Externe' };
    const fetchMock = commissionApi(manifestDepenses([]), {
      'POST /api/beneficiaries': () => jsonResponse(201, { msg: 'Bénéficiaire enregistré', data: created }),
    });
    const { user } = open();
    const modal = await screen.findByRole('dialog', { name: 'Commissions du manifeste MAN-000004' });
    await within(modal).findByText('Aucune commission');
    await user.click(within(modal).getByRole('button', { name: 'Nouveau bénéficiaire' }));
    const small = await screen.findByRole('dialog', { name: 'Nouveau bénéficiaire' });
    await user.click(within(small).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(small).findByText('Saisissez le nom')).toBeInTheDocument();
    await user.type(within(small).getByRole('textbox', { name: 'Nom' }), 'Bahati Neema');
    await user.type(within(small).getByRole('textbox', { name: 'Téléphone' }), '0997000040');
    await user.click(within(small).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/beneficiaries')).toHaveLength(1));
    expect(bodyOf(fetchMock, 'POST /api/beneficiaries')).toEqual({ name: 'Bahati Neema', tel: '0997000040' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouveau bénéficiaire' })).not.toBeInTheDocument());
    expect(within(modal).getByRole('combobox', { name: 'Bénéficiaire' })).toHaveValue('Bahati Neema · 0997000040');
  });

  it('offers the external persons first, then anyone by name', async () => {
    const fetchMock = commissionApi(manifestDepenses([]));
    const { user } = open();
    const modal = await screen.findByRole('dialog', { name: 'Commissions du manifeste MAN-000004' });
    await within(modal).findByText('Aucune commission');
    await user.click(within(modal).getByRole('combobox', { name: 'Bénéficiaire' }));
    expect(await screen.findByRole('option', { name: 'Marie Zawadi · 0997000032' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/beneficiaries')[0].url.search).toBe('?per_page=20');
    await user.type(within(modal).getByRole('combobox', { name: 'Bénéficiaire' }), 'Kalu');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/beneficiaries').some(({ url }) => url.search === '?q=Kalu&per_page=20')).toBe(true));
  });
});
