import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf, person, sessionWith, userCounts } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const clientProfile = { id: 2, name: 'Client', code: 'client' };

describe('clients list', () => {
  it('lists the people holding the client profile, and adds one with that profile', async () => {
    const fetchMock = mockApi({
      'GET /api/users/counts': () => jsonResponse(200, userCounts),
      'GET /api/users': () => jsonResponse(200, pageOf([person(31, 'Imani Ngoy', clientProfile)], 12)),
    });
    renderApp('/customers', sessionWith(['afficher client', 'ajouter client']));

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Imani Ngoy' })).toHaveAttribute('href', '/profile/31');
    expect(screen.getByText('1–5 sur 12')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/users')[0].url.searchParams.get('profileId')).toBe('2');

    await userEvent.click(screen.getByRole('button', { name: 'Nouveau client' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouveau client' });
    expect(within(modal).queryByRole('combobox', { name: 'Profil' })).not.toBeInTheDocument();
  });
});
