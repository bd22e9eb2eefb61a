import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixedProfiles, person, sessionWith, testUser } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const me = sessionWith(['afficher personnel']);

describe('own profile', () => {
  it('shows who one is, and the forms to change one’s photo and details', async () => {
    mockApi({});
    const { router } = renderApp(`/profile/${testUser.id}`, me);

    expect(await screen.findByRole('heading', { name: 'Mon profil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByRole('heading', { name: testUser.name })).toBeInTheDocument();
    expect(screen.getByText('Agent')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Photo' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Mes informations' })).toBeInTheDocument();
  });

  it('refuses a new password that differs from its confirmation, without a call', async () => {
    const fetchMock = mockApi({});
    renderApp('/profile', me);

    const form = await screen.findByRole('form', { name: 'Mes informations' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Mot de passe actuel'), 'old-password');
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'Goma-river-2026');
    await user.type(within(form).getByLabelText('Confirmer le mot de passe'), 'Goma-river-2027');
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));

    expect(await within(form).findByText('Les mots de passe sont différents')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/me')).toEqual([]);
  });

  it('saves the details from the version shown, keeping what the form does not edit', async () => {
    const signedIn = { ...testUser, gender: 'Feminin', countryData: '{"currency":"CDF"}' };
    const saved = { ...signedIn, adress: '12 avenue du Lac', updatedAt: '2026-11-21T09:00:00Z' };
    const fetchMock = mockApi({ 'PUT /api/me': () => jsonResponse(200, { msg: 'Votre profil est enregistré', data: saved }) });
    renderApp('/profile', { ...me, user: signedIn });

    const form = await screen.findByRole('form', { name: 'Mes informations' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Adresse' }), '12 avenue du Lac');
    await user.click(within(form).getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByText('Votre profil est enregistré')).toBeInTheDocument();
    const body = JSON.parse(String(callsTo(fetchMock, 'PUT /api/me')[0].init.body));
    expect(body).toEqual({
      name: testUser.name,
      tel: testUser.tel,
      email: testUser.email,
      country: testUser.country,
      countryCode: testUser.countryCode,
      region: testUser.region,
      city: testUser.city,
      adress: '12 avenue du Lac',
      gender: 'Feminin',
      countryData: '{"currency":"CDF"}',
      updatedAt: testUser.updatedAt,
    });
    // The summary follows the session, now updated.
    await waitFor(() => expect(screen.getAllByText('12 avenue du Lac').length).toBeGreaterThan(0));
  });

  it('checks the photo here: a file over 10 MB is not sent', async () => {
    const fetchMock = mockApi({});
    renderApp('/profile', me);

    const form = await screen.findByRole('form', { name: 'Photo' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(form.querySelector('input[type="file"]')!, big);
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer la photo' }));

    expect(await within(form).findByText('Cette image dépasse 10 Mo : choisissez-en une plus légère.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/me/avatar')).toEqual([]);
  });
});

describe("someone else's profile", () => {
  it('is read-only', async () => {
    const driver = person(11, 'Jean Mbala', fixedProfiles.chauffeur, { adress: '3 avenue Kabila' });
    mockApi({ 'GET /api/users/11': () => jsonResponse(200, driver) });
    renderApp('/profile/11', me);

    expect(await screen.findByRole('heading', { name: 'Jean Mbala' })).toBeInTheDocument();
    expect(screen.getByText('Chauffeur')).toBeInTheDocument();
    expect(screen.getByText('3 avenue Kabila')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sauvegarder' })).not.toBeInTheDocument();
  });

  it('says so when the person cannot be seen', async () => {
    mockApi({});
    renderApp('/profile/99', me);

    expect(await screen.findByText('Personne introuvable')).toBeInTheDocument();
  });
});
