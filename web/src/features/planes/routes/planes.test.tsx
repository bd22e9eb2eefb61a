import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlaneDetail } from '@/lib/api/airworthiness';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const plane: PlaneDetail = {
  id: 7,
  category: 1,
  immatriculation: '9S-GTB',
  serie: '27125',
  constructeur: 'Antonov An-26',
  dateFabrication: '1985-03-14',
  dateRevision: '2026-10-02',
  ttsn: 31250 * 60 + 30,
  ttso: 1210 * 60 + 5,
  tcsn: 18400,
  tcso: 640,
  baseDate: '2026-01-01',
  baseTtsn: 31000 * 60,
  baseTtso: 1000 * 60,
  baseTcsn: 18000,
  baseTcso: 500,
  overhauledOn: null,
  planeImmatriculation: null,
  countComposant: 2,
  planeId: null,
  disposition: null,
  number: null,
  city: 'Goma',
  description: null,
  image: null,
  crs: '/api/files/12',
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-20T10:00:00.000000Z',
  components: null,
  pieces: null,
  inspections: null,
  documents: null,
  logbook: null,
  entries: null,
};

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

  it('sends a new aircraft as multipart, flight times typed as HHHH:MM sent as minutes', async () => {
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
    await user.type(field(/^TTSN/), '31250:3');
    await user.type(field(/^TCSN/), '18400');
    await user.type(field(/^TCSO/), '640');
    await user.type(field(/^TTSO/), '1210:05');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText('Saisissez le temps au format HHHH:MM, par exemple 1250:30.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/planecomposants')).toEqual([]);

    await user.type(field(/^TTSN/), '0');
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
      ttsn: String(31250 * 60 + 30),
      ttso: String(1210 * 60 + 5),
      tcsn: '18400',
      tcso: '640',
      countComposant: '2',
      city: '',
      description: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows an aircraft's data, its flight times as HHHH:MM, and opens it for edit from its header", async () => {
    mockApi({ 'GET /api/planecomposants/7': () => jsonResponse(200, plane) });
    renderApp('/planes/7', sessionWith(['afficher avion', 'modifier avion']));

    const data = await screen.findByRole('region', { name: 'Caractéristiques' });
    expect(data).toHaveTextContent('TTSN31250:30');
    expect(data).toHaveTextContent('TTSO1210:05');
    expect(data).toHaveTextContent('Date de révision02/10/2026');
    expect(within(data).getByRole('link', { name: 'Ouvrir le CRS' })).toHaveAttribute('href', '/api/files/12');

    await userEvent.click(within(screen.getByRole('heading', { level: 1 })).getByRole('button', { name: '9S-GTB' }));
    const modal = await screen.findByRole('dialog', { name: "Modifier l'avion 9S-GTB" });
    expect(within(modal).getByRole('textbox', { name: /^TTSN/ })).toHaveValue('31250:30');
    expect(within(modal).getByRole('textbox', { name: /^Date de fabrication/ })).toHaveValue('14/03/1985');
  });
});
