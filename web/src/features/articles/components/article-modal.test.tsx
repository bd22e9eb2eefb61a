import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Article } from '@/features/articles/api/get-articles';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const food = { id: 1, name: 'Alimentation', createdAt: '2026-11-01T08:00:00Z', updatedAt: '2026-11-01T08:00:00Z' };
const article = (id: number, name: string, type: typeof food | null): Article => ({
  id,
  name,
  typearticleId: type?.id ?? null,
  typearticle: type && { id: type.id, name: type.name },
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: `2026-11-0${id}T08:00:00Z`,
});
const articles = [article(1, 'Café vert', food), article(2, 'Médicaments', null)];

function articlesApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/extensions': () => jsonResponse(200, pageOf([])),
    'GET /api/articles': () => jsonResponse(200, pageOf(articles)),
    'GET /api/typearticles': () => jsonResponse(200, [food]),
    ...extra,
  });
}

async function openArticles() {
  await userEvent.click(await screen.findByRole('button', { name: 'Voir les articles' }));
  return screen.findByRole('dialog', { name: 'Articles' });
}

describe('article modal', () => {
  it('is offered in the settings to those who may see articles', async () => {
    articlesApi();
    renderApp('/settings', sessionWith(['afficher extension']));
    expect(await screen.findByRole('heading', { name: 'Agences' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir les articles' })).not.toBeInTheDocument();
  });

  it('lists the articles with their type, and saves the one clicked', async () => {
    const fetchMock = articlesApi({
      'PUT /api/articles/2': () => jsonResponse(200, { msg: 'Article enregistré', data: article(2, 'Médicaments', food) }),
    });
    renderApp('/settings', sessionWith(['afficher extension', 'afficher article', 'modifier article']));
    const modal = await openArticles();
    const user = userEvent.setup();

    const list = await within(modal).findByRole('list', { name: 'Articles' });
    expect(within(list).getByRole('button', { name: /Café vert/ })).toHaveTextContent('Alimentation');
    expect(within(list).getByRole('button', { name: /Médicaments/ })).toHaveTextContent('Sans type');

    await user.click(within(list).getByRole('button', { name: /Médicaments/ }));
    const form = within(modal).getByRole('form', { name: 'Médicaments' });
    await user.click(within(form).getByRole('combobox', { name: "Type d'article" }));
    await user.click(await screen.findByRole('option', { name: 'Alimentation' }));
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByText('Article enregistré')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/articles/2')[0].init.body))).toEqual({
      name: 'Médicaments',
      typearticleId: 1,
      updatedAt: articles[1].updatedAt,
    });
    // Without 'ajouter article', no new article or type.
    expect(within(modal).queryByRole('form', { name: "Nouveau type d'article" })).not.toBeInTheDocument();
  });

  it('adds an article type, and asks before deleting an article', async () => {
    const fetchMock = articlesApi({
      'POST /api/typearticles': () => jsonResponse(201, { msg: "Type d'article enregistré", data: { ...food, id: 2, name: 'Textile' } }),
      'DELETE /api/articles/1': () => jsonResponse(200, { msg: 'Article supprimé', data: articles[0] }),
    });
    renderApp('/settings', sessionWith(['afficher extension', 'afficher article', 'ajouter article', 'supprimer article']));
    const modal = await openArticles();
    const user = userEvent.setup();

    const typeForm = within(modal).getByRole('form', { name: "Nouveau type d'article" });
    await user.type(within(typeForm).getByRole('textbox', { name: 'Nom du type' }), 'Textile');
    await user.click(within(typeForm).getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText("Type d'article enregistré")).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/typearticles')[0].init.body))).toEqual({ name: 'Textile' });
    await waitFor(() => expect(within(typeForm).getByRole('textbox', { name: 'Nom du type' })).toHaveValue(''));

    await user.click(within(modal).getByRole('button', { name: 'Supprimer Café vert' }));
    const confirm = await screen.findByRole('dialog', { name: "Supprimer l'article" });
    expect(callsTo(fetchMock, 'DELETE /api/articles/1')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Article supprimé')).toBeInTheDocument();
  });
});
