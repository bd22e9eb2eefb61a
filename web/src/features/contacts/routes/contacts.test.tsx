import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BranchContact } from '@/features/contacts/api/get-contacts';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const kinshasa: BranchContact = {
  id: 2,
  name: 'Agence Kinshasa',
  country: 'République démocratique du Congo',
  city: 'Kinshasa',
  region: 'Kinshasa',
  municipality: 'Gombe',
  neighborhood: null,
  avenue: 'Boulevard du 30 Juin',
  other_adress: 'Immeuble Soute, 2e étage',
  email: 'kinshasa@example.com',
  tel: '0997100200',
  tel1: '0817100200',
  tel2: null,
};

async function fillMessage() {
  const form = await screen.findByRole('form', { name: 'Écrivez-nous' });
  const user = userEvent.setup();
  await user.type(within(form).getByRole('textbox', { name: /^Nom/ }), 'Neema Baraka');
  await user.type(within(form).getByRole('textbox', { name: /^E-mail/ }), 'neema@example.com');
  await user.type(within(form).getByRole('textbox', { name: /^Objet/ }), 'Tarif');
  await user.type(within(form).getByRole('textbox', { name: /^Message/ }), 'Quel est le prix pour 40 kg ?');
  await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
  return form;
}

describe('contact page', () => {
  it("is open to visitors and lists the branches' addresses and phones", async () => {
    mockApi({ 'GET /api/contacts': () => jsonResponse(200, [kinshasa]) });
    renderApp('/contacts');

    expect(await screen.findByRole('heading', { name: 'Contactez-nous' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Agence Kinshasa' });
    expect(card).toHaveTextContent('Boulevard du 30 Juin, Immeuble Soute, 2e étage');
    expect(card).toHaveTextContent('Kinshasa, République démocratique du Congo');
    expect(within(card).getByRole('link', { name: 'kinshasa@example.com' })).toHaveAttribute('href', 'mailto:kinshasa@example.com');
    expect(within(card).getByRole('link', { name: '0817100200' })).toHaveAttribute('href', 'tel:0817100200');
    expect(screen.queryByRole('link', { name: 'Messages reçus' })).not.toBeInTheDocument();
  });

  it("sends a visitor's message and shows the agency's answer", async () => {
    const fetchMock = mockApi({
      'GET /api/contacts': () => jsonResponse(200, [kinshasa]),
      'POST /api/contacts': () => jsonResponse(201, { msg: "Message envoyé : l'agence vous répondra par e-mail", data: {} }),
    });
    renderApp('/contacts');
    const form = await fillMessage();

    expect(await within(form).findByRole('status')).toHaveTextContent("Message envoyé : l'agence vous répondra par e-mail");
    expect(within(form).getByRole('textbox', { name: /^Objet/ })).toHaveValue('');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/contacts')[0].init.body))).toEqual({
      name: 'Neema Baraka',
      email: 'neema@example.com',
      subject: 'Tarif',
      message: 'Quel est le prix pour 40 kg ?',
      extensionId: null,
    });
  });

  it('says when a visitor has written too often', async () => {
    mockApi({
      'GET /api/contacts': () => jsonResponse(200, []),
      'POST /api/contacts': () =>
        jsonResponse(429, { msg: 'Trop de messages : réessayez dans 15 minutes', code: 'too_many_requests' }),
    });
    renderApp('/contacts');
    expect(await screen.findByText('Aucune agence à afficher')).toBeInTheDocument();
    const form = await fillMessage();

    expect(await within(form).findByRole('alert')).toHaveTextContent('Trop de messages : réessayez dans 15 minutes');
    expect(within(form).getByRole('textbox', { name: /^Objet/ })).toHaveValue('Tarif');
  });

  it('lists the messages received for those who look after the clients, newest first as the server sends them', async () => {
    mockApi({
      'GET /api/contacts/messages': () =>
        jsonResponse(
          200,
          pageOf([
            {
              id: 3,
              name: 'Neema Baraka',
              email: 'neema@example.com',
              subject: 'Tarif',
              message: 'Quel est le prix pour 40 kg ?',
              extensionId: 2,
              extensionName: 'Agence Kinshasa',
              createdAt: '2026-11-20T09:30:00Z',
            },
          ]),
        ),
    });
    renderApp('/contacts/messages', sessionWith(['afficher client']));

    const message = await screen.findByRole('listitem');
    expect(message).toHaveTextContent('Tarif');
    expect(message).toHaveTextContent('De Neema Baraka');
    expect(message).toHaveTextContent('Agence Kinshasa');
    expect(message).toHaveTextContent('Le 20/11/2026');
  });
});
