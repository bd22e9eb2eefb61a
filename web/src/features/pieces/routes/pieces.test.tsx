import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/periods';
import type { Permission } from '@/lib/permissions';
import { engine, pieceView, planeView } from '@/testing/airworthiness';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Today in the browser's calendar: the branch's while GET /api/today is not answered. */
const today = () => isoDay(new Date());

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const all: Permission[] = ['afficher piece', 'ajouter piece', 'modifier piece', 'supprimer piece', 'afficher composant'];
const battery = pieceView({ id: 8, libele: 'Batterie', serie: 'BAT-07', numberPart: null, planecomposantId: 1, hostImmatriculation: '9Q-CSA', hostCategory: 1 });
const stored = pieceView({ id: 9, libele: 'Magnéto', serie: 'MG-2', planecomposantId: null, hostImmatriculation: null, hostCategory: null, planeId: null, planeImmatriculation: null });

function api(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/pieces': () => jsonResponse(200, pageOf([battery, pieceView(), stored])),
    'GET /api/planecomposants': (_, url) => jsonResponse(200, pageOf(url.searchParams.get('category') === '1' ? [planeView()] : [engine()])),
    ...more,
  });
}

async function menuItem(label: string, item: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: label }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('pieces', () => {
  it('lists the pieces: label and series, the aircraft (and component) they are on, their counters', async () => {
    api();
    renderApp('/pieces', sessionWith(['afficher piece']));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Num', 'Série', 'Avion', 'TSN · CSN', 'TSO · CSO', 'Description', 'Actions',
    ]);
    const starter = within(table).getByRole('row', { name: /Démarreur-génératrice/ });
    expect(starter).toHaveTextContent('Série SG-1234');
    expect(starter).toHaveTextContent('P/N 23032-001');
    expect(within(starter).getByRole('link', { name: '9Q-CSA' })).toHaveAttribute('href', '/planes/1');
    expect(starter).toHaveTextContent('sur PT6A-SN123');
    expect(plain(starter.textContent)).toContain('790:033 210 cycles');
    expect(within(table).getByRole('row', { name: /Batterie/ })).not.toHaveTextContent('sur ');
    expect(within(table).getByRole('row', { name: /Magnéto/ })).toHaveTextContent('Non installée');
    expect(screen.queryByRole('button', { name: 'Nouvelle pièce' })).not.toBeInTheDocument();
  });

  it('adds a piece on a component, with its required fields, baseline and optional limits', async () => {
    const fetchMock = api({ 'POST /api/pieces': () => jsonResponse(201, { msg: 'Enregistrement effectué', data: pieceView() }) });
    renderApp('/pieces', sessionWith(all));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouvelle pièce' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouvelle pièce' });
    const field = (name: RegExp) => within(modal).getByRole('textbox', { name });

    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    // Installée sur, Libellé, Série, Constructeur, Référence du CRS, the two dates, TSN, TSO, CSN, CSO.
    expect(await within(modal).findAllByText('Ce champ est obligatoire.')).toHaveLength(11);
    expect(callsTo(fetchMock, 'POST /api/pieces')).toEqual([]);

    await user.click(within(modal).getByRole('combobox', { name: /^Installée sur/ }));
    await user.click(await screen.findByRole('option', { name: 'PT6A-SN123 (sur 9Q-CSA)' }));
    await user.type(field(/^Libellé/), 'Démarreur-génératrice');
    await user.type(field(/^Série/), 'SG-1234');
    await user.type(field(/^Constructeur/), 'Safran');
    await user.type(field(/^Référence du CRS/), 'CRS-2020-014');
    await user.type(field(/^Date de fabrication/), '01/05/2019');
    await user.type(field(/^Début de vie/), '15/01/2020');
    await user.type(field(/^TSN/), '700:00');
    await user.type(field(/^TSO/), '150:00');
    await user.type(field(/^CSN/), '2800');
    await user.type(field(/^CSO/), '600');
    await user.type(field(/^Vie \(heures\)/), '6000');
    await user.type(field(/^Entretien \(jours\)/), '365');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/pieces')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/pieces')[0].init.body))).toEqual({
      planecomposantId: 3,
      libele: 'Démarreur-génératrice',
      serie: 'SG-1234',
      numberPart: null,
      constructeur: 'Safran',
      crs: 'CRS-2020-014',
      dateFabrication: '2019-05-01',
      dateInstatallationLife: '2020-01-15',
      baseDate: today(),
      ttsn: 42_000,
      ttso: 9000,
      tcsn: 2800,
      tcso: 600,
      hourLife: 6000,
      cycleLife: null,
      hourRevision: null,
      cycleRevision: null,
      dayRevision: null,
      hourService: null,
      cycleService: null,
      dayService: 365,
      description: null,
    });
    expect(await screen.findByText('Enregistrement effectué')).toBeInTheDocument();
  });

  it('marks the fields the server refuses, and shows its message in the form and as a toast', async () => {
    api({
      'PUT /api/pieces/7': () =>
        jsonResponse(400, { msg: 'Données invalides', code: 'invalid', fields: { hourLife: 'Au plus 200 000.' } }),
    });
    renderApp('/pieces', sessionWith(all));
    await menuItem('Actions de la pièce Démarreur-génératrice SG-1234', 'Modifier');
    const modal = await screen.findByRole('dialog', { name: 'Modifier la pièce Démarreur-génératrice SG-1234' });
    expect(modal).toHaveTextContent('Installée sur PT6A-SN123.');
    expect(within(modal).getByRole('textbox', { name: /^Vie \(heures\)/ })).toHaveValue('6 000');
    await userEvent.setup().click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText('Au plus 200 000.')).toBeInTheDocument();
    expect(screen.getAllByText('Données invalides')).toHaveLength(2);
  });

  it('installs a stored piece on an aircraft, and removes an installed one', async () => {
    const fetchMock = api({
      'POST /api/pieces/9/install': () => jsonResponse(200, { msg: 'Pièce installée', data: stored }),
      'POST /api/pieces/7/remove': () => jsonResponse(200, { msg: 'Pièce déposée', data: pieceView() }),
    });
    renderApp('/pieces', sessionWith(all));
    const user = userEvent.setup();
    await menuItem('Actions de la pièce Magnéto MG-2', 'Installer');
    const install = await screen.findByRole('dialog', { name: 'Installer la pièce Magnéto MG-2' });
    await user.click(within(install).getByRole('combobox', { name: /^Installée sur/ }));
    await user.click(await screen.findByRole('option', { name: '9Q-CSA' }));
    await user.click(within(install).getByRole('button', { name: 'Installer' }));
    expect(await screen.findByText('Pièce installée')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/pieces/9/install')[0].init.body))).toEqual({ planecomposantId: 1, date: today() });

    await menuItem('Actions de la pièce Démarreur-génératrice SG-1234', 'Déposer');
    const removal = await screen.findByRole('dialog', { name: 'Déposer la pièce Démarreur-génératrice SG-1234' });
    expect(removal).toHaveTextContent('est installée sur PT6A-SN123');
    await user.click(within(removal).getByRole('button', { name: 'Déposer' }));
    expect(await screen.findByText('Pièce déposée')).toBeInTheDocument();
  });
});
