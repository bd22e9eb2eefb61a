import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('unknown route', () => {
  it('says the page does not exist and links back home', async () => {
    const fetchMock = mockApi({});
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    // A visitor is asked nothing that needs a session: its refusal would send them to sign in.
    expect(callsTo(fetchMock, 'GET /api/today')).toEqual([]);
  });
});
