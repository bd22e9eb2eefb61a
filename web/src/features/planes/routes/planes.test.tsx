import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/periods';
import { expiredInsurance, planeView } from '@/testing/airworthiness';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Today in the browser's calendar: the branch's while GET /api/today is not answered. */
const today = () => isoDay(new Date());

const plane = planeView({
  id: 7,
  immatriculation: '9S-GTB',
  serie: '27125',
  constructeur: 'Antonov An-26',
  dateFabrication: '1985-03-14',
  dateRevision: '2026-10-02',
  crs: '/api/files/12',
});

describe('aircraft', () => {
  it('shows the fleet as cards with their dates in en-GB and a link to each', async () => {
    mockApi({ 'GET /api/planecomposants': () => jsonResponse(200, pageOf([plane])) });
    renderApp('/planes', sessionWith(['afficher avion']));

    const card = await screen.findByRole('article', { name: '9S-GTB' });
    expect(card).toHaveTextContent('Antonov An-26 · série 27125');
    expect(card).toHaveTextContent('Basé à Goma');
    expect(card).toHaveTextContent('14/03/1985');
    expect(card).toHaveTextContent('02/10/2026');
    expect(within(card).getByRole('link', { name: 'Détail de 9S-GTB' })).toHaveAttribute('href', '/planes/7');
    expect(screen.queryByRole('button', { name: 'Nouvel avion' })).not.toBeInTheDocument();
  });

  it('says on each card whether the aircraft is in service or grounded, and what comes due next', async () => {
    mockApi({
      'GET /api/planecomposants': () =>
        jsonResponse(
          200,
          pageOf([
            planeView({ id: 2, immatriculation: '9Q-CSF', status: 'Immobilise', nextDue: [expiredInsurance] }),
            planeView({ id: 3, immatriculation: '9Q-CJD', status: 'EnService', nextDue: [] }),
            // Read without 'afficher inspection': the server sends no due items.
            planeView({ id: 1, immatriculation: '9Q-CSA', status: 'EnService', nextDue: null }),
          ]),
        ),
    });
    renderApp('/planes', sessionWith(['afficher avion', 'afficher inspection']));

    const grounded = await screen.findByRole('article', { name: '9Q-CSF' });
    expect(within(grounded).getByText('Immobilisé')).toBeInTheDocument();
    expect(within(grounded).getByRole('listitem')).toHaveTextContent(
      'DépasséAssurance — ASS-2026-CSFExpiration · expiré depuis 12 jours · prévu le 13/11/2026',
    );
    expect(within(grounded).getByRole('link', { name: "Voir l'échéancier de 9Q-CSF" })).toHaveAttribute('href', '/due?planeId=2');
    const clear = screen.getByRole('article', { name: '9Q-CJD' });
    expect(within(clear).getByText('En service')).toBeInTheDocument();
    expect(clear).toHaveTextContent('Aucune échéance');
    const unread = screen.getByRole('article', { name: '9Q-CSA' });
    expect(within(unread).getByText('En service')).toBeInTheDocument();
    expect(within(unread).queryByText('Prochaines échéances')).not.toBeInTheDocument();
    expect(within(unread).queryByRole('link', { name: /Voir l'échéancier/ })).not.toBeInTheDocument();
  });

  it("sends a new aircraft as multipart, its counters' baseline typed as HHHH:MM and sent as minutes", async () => {
    const fetchMock = mockApi({
      'GET /api/planecomposants': () => jsonResponse(200, pageOf([])),
      'POST /api/planecomposants': () => jsonResponse(201, { msg: 'Enregistrement effectué', data: plane }),
    });
    renderApp('/planes', sessionWith(['afficher avion', 'ajouter avion']));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouvel avion' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouvel avion' });
    const field = (name: RegExp) => within(modal).getByRole('textbox', { name });

    await user.type(field(/^Immatriculation/), '9S-GTB');
    await user.type(field(/^Série/), '27125');
    await user.type(field(/^Constructeur/), 'Antonov An-26');
    await user.type(field(/^Date de fabrication/), '14/03/1985');
    await user.type(field(/^Date de révision/), '02/10/2026');
    await user.type(field(/^Nombre de moteurs/), '2');
    // What it carries: seats, and a maximum payload typed the French way.
    await user.type(field(/^Sièges/), '0');
    await user.type(field(/^Charge utile max/), '1 500,5');
    // The baseline is read today unless told otherwise.
    expect(within(modal).getByRole('group', { name: /^Compteurs de référence au/ })).toBeInTheDocument();
    await user.type(field(/^TSN/), '31250:3');
    await user.type(field(/^CSN/), '18400');
    await user.type(field(/^CSO/), '640');
    await user.type(field(/^TSO/), '1210:05');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText('Saisissez le temps au format HHHH:MM, par exemple 1250:30.')).toBeInTheDocument();
    expect(within(modal).getByText('Un nombre entier de 1 à 200.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/planecomposants')).toEqual([]);

    await user.clear(field(/^Sièges/));
    await user.type(field(/^Sièges/), '19');

    await user.type(field(/^TSN/), '0');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/planecomposants')).toHaveLength(1));
    const body = callsTo(fetchMock, 'POST /api/planecomposants')[0].init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body)).toEqual({
      category: '1',
      immatriculation: '9S-GTB',
      serie: '27125',
      constructeur: 'Antonov An-26',
      dateFabrication: '1985-03-14',
      dateRevision: '2026-10-02',
      baseDate: today(),
      ttsn: String(31250 * 60 + 30),
      ttso: String(1210 * 60 + 5),
      tcsn: '18400',
      tcso: '640',
      countComposant: '2',
      seats: '19',
      maxPayload: '1500.5',
      city: '',
      description: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses more since the last overhaul than since new, as the server would', async () => {
    const fetchMock = mockApi({ 'GET /api/planecomposants': () => jsonResponse(200, pageOf([])) });
    renderApp('/planes', sessionWith(['afficher avion', 'ajouter avion']));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouvel avion' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouvel avion' });
    await user.type(within(modal).getByRole('textbox', { name: /^TSN/ }), '100:00');
    await user.type(within(modal).getByRole('textbox', { name: /^TSO/ }), '100:01');
    await user.type(within(modal).getByRole('textbox', { name: /^CSN/ }), '10');
    await user.type(within(modal).getByRole('textbox', { name: /^CSO/ }), '11');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText('Le TSO ne peut pas dépasser le TSN.')).toBeInTheDocument();
    expect(within(modal).getByText('Le CSO ne peut pas dépasser le CSN.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/planecomposants')).toEqual([]);
  });
});
