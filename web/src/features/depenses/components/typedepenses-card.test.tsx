import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { TypedepensesCard } from '@/features/depenses/components/typedepenses-card';
import { typedepenses } from '@/features/depenses/testing';
import { sessionQueryKey } from '@/lib/auth';
import type { Permission } from '@/lib/permissions';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp, renderWithProviders } from '@/testing/render-app';

// Toasts live in a store of their own: those of one test would fill the next one's five places.
afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

const all: Permission[] = ['afficher depense', 'ajouter depense', 'modifier depense', 'supprimer depense'];

function renderCard(permissions: Permission[]) {
  const { queryClient } = renderWithProviders(<TypedepensesCard />);
  queryClient.setQueryData(sessionQueryKey, sessionWith(permissions));
  return queryClient;
}

const body = (call: { init: RequestInit }) => JSON.parse(String(call.init.body)) as Record<string, unknown>;

describe('the expense types card', () => {
  it('is part of Paramètre, listing each type with whether it belongs to a manifest', async () => {
    mockApi({
      'GET /api/typedepenses': () => jsonResponse(200, typedepenses),
      'GET /api/extensions': () => jsonResponse(200, pageOf([])),
    });
    renderApp('/settings', sessionWith(['afficher extension', 'afficher depense']));

    const card = await screen.findByRole('region', { name: 'Types de dépense' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CommissionLié au manifesteUtilisé',
      'ManutentionLié au manifeste',
      'CarburantUtilisé',
      'Loyer',
      'Salaires',
      'Divers',
    ]);
    // Seeing is all this user may do.
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('is not shown to whoever may not see the expense types', async () => {
    const fetchMock = mockApi({ 'GET /api/extensions': () => jsonResponse(200, pageOf([])) });
    renderApp('/settings', sessionWith(['afficher extension', 'supprimer depense']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Types de dépense' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/typedepenses')).toEqual([]);
  });

  it('adds a type, linked to the manifest or not, and asks for its name', async () => {
    let list = typedepenses;
    const fetchMock = mockApi({
      'GET /api/typedepenses': () => jsonResponse(200, list),
      'POST /api/typedepenses': () => {
        const created = { ...typedepenses[5], id: 7, type: 'Fret sous-traité', ismanifeste: true, used: false };
        list = [...typedepenses, created];
        return jsonResponse(201, { msg: 'Type de dépense enregistré', data: created });
      },
    });
    renderCard(all);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Nouveau type' });

    await user.click(within(form).getByRole('button', { name: 'Ajouter' }));
    expect(await within(form).findByText('Saisissez le nom du type.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/typedepenses')).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Nouveau type' }), '  Fret sous-traité ');
    await user.click(within(form).getByRole('checkbox', { name: 'Lié au manifeste' }));
    await user.click(within(form).getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Type de dépense enregistré')).toBeInTheDocument();
    expect(body(callsTo(fetchMock, 'POST /api/typedepenses')[0])).toEqual({ type: 'Fret sous-traité', ismanifeste: true });
    expect(await screen.findByText('Fret sous-traité')).toBeInTheDocument();
    // The form is empty again for the next one.
    expect(within(form).getByRole('textbox', { name: 'Nouveau type' })).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: 'Lié au manifeste' })).not.toBeChecked();
  });

  it('shows a refused name on the field', async () => {
    mockApi({
      'GET /api/typedepenses': () => jsonResponse(200, typedepenses),
      'POST /api/typedepenses': () => jsonResponse(409, { msg: 'Un type de dépense porte déjà ce nom', code: 'conflict' }),
    });
    renderCard(all);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Nouveau type' });
    await user.type(within(form).getByRole('textbox', { name: 'Nouveau type' }), 'Loyer');
    await user.click(within(form).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Nouveau type' })).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('Un type de dépense porte déjà ce nom')).toBeInTheDocument();
  });

  it('renames a type, sending the version it started from', async () => {
    const fetchMock = mockApi({
      'GET /api/typedepenses': () => jsonResponse(200, typedepenses),
      'PUT /api/typedepenses/6': () => jsonResponse(200, { msg: 'Type de dépense enregistré', data: { ...typedepenses[5], type: 'Divers et imprévus' } }),
    });
    renderCard(all);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Modifier le type Divers' }));
    const form = await screen.findByRole('form', { name: 'Modifier le type Divers' });
    const name = within(form).getByRole('textbox', { name: 'Nom du type' });
    expect(name).toHaveValue('Divers');
    expect(within(form).getByRole('checkbox', { name: 'Lié au manifeste' })).not.toBeChecked();
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(form).findByText('Saisissez le nom du type.')).toBeInTheDocument();
    await user.type(name, 'Divers et imprévus');
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Type de dépense enregistré')).toBeInTheDocument();
    expect(body(callsTo(fetchMock, 'PUT /api/typedepenses/6')[0])).toEqual({
      type: 'Divers et imprévus',
      ismanifeste: false,
      updatedAt: '2026-01-05T08:00:00.000000Z',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Modifier le type Divers' })).not.toBeInTheDocument());
  });

  it('opens a type not yet used but linked to manifests with its box ticked, and sends what is shown', async () => {
    const fetchMock = mockApi({
      'GET /api/typedepenses': () => jsonResponse(200, [{ ...typedepenses[5], ismanifeste: true }]),
      'PUT /api/typedepenses/6': () => jsonResponse(200, { msg: 'Type de dépense enregistré', data: typedepenses[5] }),
    });
    renderCard(all);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Modifier le type Divers' }));
    const form = await screen.findByRole('form', { name: 'Modifier le type Divers' });
    const flag = within(form).getByRole('checkbox', { name: 'Lié au manifeste' });
    expect(flag).toBeChecked();
    await user.click(flag);
    expect(flag).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Type de dépense enregistré')).toBeInTheDocument();
    expect(body(callsTo(fetchMock, 'PUT /api/typedepenses/6')[0])).toMatchObject({ ismanifeste: false });
  });

  it('renames a type in use, which keeps whether it belongs to manifests', async () => {
    const fetchMock = mockApi({
      'GET /api/typedepenses': () => jsonResponse(200, typedepenses),
      'PUT /api/typedepenses/1': () => jsonResponse(200, { msg: 'Type de dépense enregistré', data: { ...typedepenses[0], type: 'Commission agent' } }),
    });
    renderCard(all);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Modifier le type Commission' }));
    const form = await screen.findByRole('form', { name: 'Modifier le type Commission' });
    const flag = within(form).getByRole('checkbox', { name: 'Lié au manifeste' });
    expect(flag).toBeChecked();
    expect(flag).toBeDisabled();
    expect(within(form).getByText('Déjà utilisé : ce réglage ne peut plus changer.')).toBeInTheDocument();
    const name = within(form).getByRole('textbox', { name: 'Nom du type' });
    await user.clear(name);
    await user.type(name, 'Commission agent');
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Type de dépense enregistré')).toBeInTheDocument();
    expect(body(callsTo(fetchMock, 'PUT /api/typedepenses/1')[0])).toEqual({
      type: 'Commission agent',
      ismanifeste: true,
      updatedAt: '2026-01-05T08:00:00.000000Z',
    });
  });

  it('deletes a type once confirmed, and says clearly why one in use cannot be', async () => {
    const fetchMock = mockApi({
      'GET /api/typedepenses': () => jsonResponse(200, typedepenses),
      'DELETE /api/typedepenses/3': () =>
        jsonResponse(409, { msg: 'Ce type de dépense est utilisé : il ne peut pas être supprimé', code: 'conflict' }),
      'DELETE /api/typedepenses/6': () => jsonResponse(200, { msg: 'Type de dépense supprimé' }),
    });
    renderCard(all);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Supprimer le type Carburant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le type de dépense' });
    expect(dialog).toHaveTextContent('Supprimer le type « Carburant » ?');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    // In the card, and as a toast.
    const card = screen.getByRole('region', { name: 'Types de dépense' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Ce type de dépense est utilisé : il ne peut pas être supprimé');
    await waitFor(() => expect(screen.getAllByText('Ce type de dépense est utilisé : il ne peut pas être supprimé')).toHaveLength(2));
    expect(callsTo(fetchMock, 'DELETE /api/typedepenses/3')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Supprimer le type Divers' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Supprimer le type de dépense' })).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Type de dépense supprimé')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/typedepenses/6')).toHaveLength(1);
  });

  it('offers each change only to those who may make it', async () => {
    mockApi({ 'GET /api/typedepenses': () => jsonResponse(200, typedepenses) });
    renderCard(['modifier depense']);
    expect(await screen.findByRole('button', { name: 'Modifier le type Loyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Supprimer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nouveau type' })).not.toBeInTheDocument();
  });
});
