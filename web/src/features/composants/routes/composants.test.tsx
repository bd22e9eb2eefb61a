import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/periods';
import type { Permission } from '@/lib/permissions';
import { engine, installation, overhaul, planeView, storedPropeller } from '@/testing/airworthiness';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Today in the browser's calendar: the branch's while GET /api/today is not answered. */
const today = () => isoDay(new Date());

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const all: Permission[] = ['afficher composant', 'ajouter composant', 'modifier composant', 'supprimer composant'];
const fleet = [planeView(), planeView({ id: 2, immatriculation: '9Q-CSB' })];

function api(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/planecomposants': (_, url) =>
      jsonResponse(200, url.searchParams.get('category') === '1' ? pageOf(fleet) : pageOf([engine(), storedPropeller()])),
    ...more,
  });
}

async function menuItem(label: string, item: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: label }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('components', () => {
  it('lists the components: where each is installed, its revision date and counters, with the actions allowed', async () => {
    api();
    renderApp('/composants', sessionWith(['afficher composant']));

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Num', 'Immatriculation', 'Avion', 'Date révision', 'TSN · CSN', 'TSO · CSO', 'Description', 'Actions',
    ]);
    const installed = within(table).getByRole('row', { name: /PT6A-SN123/ });
    expect(within(installed).getByRole('link', { name: '9Q-CSA' })).toHaveAttribute('href', '/planes/1');
    expect(installed).toHaveTextContent('Gauche n° 1');
    expect(installed).toHaveTextContent('01/06/2025');
    expect(plain(installed.textContent)).toContain('1 090:034 410 cycles');
    expect(within(table).getByRole('row', { name: /HC-B3TN-7/ })).toHaveTextContent('Non installé');
    expect(screen.queryByRole('button', { name: 'Nouveau composant' })).not.toBeInTheDocument();

    await menuItem('Actions du composant PT6A-SN123', 'Historique');
    expect(screen.queryByRole('menuitem', { name: 'Modifier' })).not.toBeInTheDocument();
  });

  it('filters on an aircraft kept in the address, and searches from 3 characters', async () => {
    const fetchMock = api();
    const { router } = renderApp('/composants', sessionWith(['afficher composant']));
    const user = userEvent.setup();
    await screen.findByRole('table');

    await user.click(screen.getByRole('combobox', { name: 'Avion' }));
    await user.click(await screen.findByRole('option', { name: '9Q-CSB' }));
    await waitFor(() => expect(router.state.location.search).toBe('?planeId=2'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/planecomposants').some(({ url }) => url.search === '?category=2&planeId=2&page=1&per_page=5')).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.type(screen.getByRole('textbox', { name: 'Texte recherché' }), 'PT6');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/planecomposants').some(({ url }) => url.searchParams.get('q') === 'PT6')).toBe(true),
    );
    const searched = callsTo(fetchMock, 'GET /api/planecomposants').find(({ url }) => url.searchParams.get('q') === 'PT6');
    expect(searched?.url.search).toBe('?category=2&planeId=2&column=immatriculation&q=PT6&page=1&per_page=5');
  });

  it('says when there is none, and when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/planecomposants': (_, url) =>
        url.searchParams.get('category') === '1'
          ? jsonResponse(200, pageOf(fleet))
          : fail
            ? jsonResponse(403, { msg: 'Permission manquante : afficher composant', code: 'forbidden' })
            : jsonResponse(200, pageOf([])),
    });
    renderApp('/composants', sessionWith(['afficher composant']));
    expect(await screen.findByText('Permission manquante : afficher composant')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun composant')).toBeInTheDocument();
  });

  it('adds a component installed on an aircraft at a position, its baseline sent in minutes', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = api({ 'POST /api/planecomposants': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/composants', sessionWith(all));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouveau composant' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouveau composant' });
    const field = (name: RegExp) => within(modal).getByRole('textbox', { name });

    await user.type(field(/^Immatriculation/), 'PT6A-SN124');
    await user.type(field(/^Série/), 'PCE-124');
    await user.type(field(/^Constructeur/), 'Pratt & Whitney');
    await user.type(field(/^Date de fabrication/), '01/09/2015');
    await user.type(field(/^Date de révision/), '01/06/2025');
    await user.type(field(/^TSN/), '1000:00');
    await user.type(field(/^TSO/), '16:40');
    await user.type(field(/^CSN/), '4000');
    await user.type(field(/^CSO/), '100');
    await user.click(within(modal).getByRole('combobox', { name: 'Avion' }));
    await user.click(await screen.findByRole('option', { name: '9Q-CSA' }));
    // Once on an aircraft, the position and number are required.
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(callsTo(fetchMock, 'POST /api/planecomposants')).toEqual([]);
    await user.click(within(modal).getByRole('combobox', { name: /^Position/ }));
    await user.click(await screen.findByRole('option', { name: 'Droite' }));
    await user.type(within(modal).getByRole('textbox', { name: /^Numéro/ }), '1');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Sauvegarder' })).toBeDisabled());
    const [call] = callsTo(fetchMock, 'POST /api/planecomposants');
    expect(JSON.parse(String(call.init.body))).toEqual({
      category: 2,
      immatriculation: 'PT6A-SN124',
      serie: 'PCE-124',
      constructeur: 'Pratt & Whitney',
      dateFabrication: '2015-09-01',
      dateRevision: '2025-06-01',
      baseDate: today(),
      ttsn: 60_000,
      ttso: 1000,
      tcsn: 4000,
      tcso: 100,
      description: '',
      planeId: 1,
      disposition: 3,
      number: 1,
    });
    answer(jsonResponse(409, { msg: 'La position Droite n° 1 de 9Q-CSA est occupée', code: 'conflict' }));
    expect(await within(modal).findByText('La position Droite n° 1 de 9Q-CSA est occupée')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Sauvegarder' })).toBeEnabled();
  });

  it("edits a component's baseline, shows its current counters, and leaves where it is installed alone", async () => {
    const fetchMock = api({
      'PUT /api/planecomposants/3': () => jsonResponse(200, { msg: 'Enregistrement effectué', data: engine() }),
    });
    renderApp('/composants', sessionWith(all));
    await menuItem('Actions du composant PT6A-SN123', 'Modifier');
    const modal = await screen.findByRole('dialog', { name: 'Modifier le composant PT6A-SN123' });
    expect(modal).toHaveTextContent('Installé sur 9Q-CSA, Gauche n° 1.');
    const baseline = within(modal).getByRole('group', { name: 'Compteurs de référence au 01/11/2025' });
    expect(within(baseline).getByRole('textbox', { name: /^TSN/ })).toHaveValue('1000:00');
    expect(plain(baseline.textContent)).toMatch(/Compteurs actuels \(logbook compris\).*TSN1 090:03/s);

    const user = userEvent.setup();
    await user.clear(within(baseline).getByRole('textbox', { name: /^TSN/ }));
    await user.type(within(baseline).getByRole('textbox', { name: /^TSN/ }), '1 000:30');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/planecomposants/3')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'PUT /api/planecomposants/3')[0].init.body));
    expect(body).toMatchObject({ ttsn: 60_030, baseDate: '2025-11-01', updatedAt: engine().updatedAt });
    expect(body).not.toHaveProperty('planeId');
    expect(body).not.toHaveProperty('disposition');
  });

  it('removes, installs and overhauls through their modals', async () => {
    const fetchMock = api({
      'POST /api/planecomposants/3/remove': () => jsonResponse(200, { msg: 'Composant déposé', data: engine() }),
      'POST /api/planecomposants/4/install': () => jsonResponse(200, { msg: 'Composant installé', data: engine() }),
      'POST /api/planecomposants/3/overhaul': () => jsonResponse(200, { msg: 'Révision enregistrée', data: engine() }),
    });
    renderApp('/composants', sessionWith(all));
    const user = userEvent.setup();

    await menuItem('Actions du composant PT6A-SN123', 'Déposer');
    const removal = await screen.findByRole('dialog', { name: 'Déposer le composant PT6A-SN123' });
    expect(removal).toHaveTextContent('PT6A-SN123 est installé sur 9Q-CSA, Gauche n° 1.');
    expect(within(removal).getByRole('textbox', { name: /^Déposé le/ })).toHaveValue(today().split('-').reverse().join('/'));
    await user.click(within(removal).getByRole('button', { name: 'Déposer' }));
    expect(await screen.findByText('Composant déposé')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/planecomposants/3/remove')[0].init.body))).toEqual({ date: today() });

    // The stored propeller offers Installer instead.
    await menuItem('Actions du composant HC-B3TN-7', 'Installer');
    const install = await screen.findByRole('dialog', { name: 'Installer le composant HC-B3TN-7' });
    await user.click(within(install).getByRole('combobox', { name: /^Avion/ }));
    await user.click(await screen.findByRole('option', { name: '9Q-CSB' }));
    await user.click(within(install).getByRole('combobox', { name: /^Position/ }));
    await user.click(await screen.findByRole('option', { name: 'Gauche' }));
    await user.click(within(install).getByRole('button', { name: 'Installer' }));
    expect(await screen.findByText('Composant installé')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/planecomposants/4/install')[0].init.body))).toEqual({
      planeId: 2,
      disposition: 2,
      number: 1,
      date: today(),
    });

    await menuItem('Actions du composant PT6A-SN123', 'Révision');
    const revision = await screen.findByRole('dialog', { name: 'Révision du composant PT6A-SN123' });
    await user.click(within(revision).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(revision).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await user.type(within(revision).getByRole('textbox', { name: /^Référence du CRS/ }), 'CRS-REV-10');
    await user.click(within(revision).getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Révision enregistrée')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/planecomposants/3/overhaul')[0].init.body))).toEqual({ date: today(), crs: 'CRS-REV-10' });
  });

  it('shows its installations and overhauls in Historique', async () => {
    api({
      'GET /api/planecomposants/3/installations': () =>
        jsonResponse(200, [
          installation(),
          installation({ id: 0, hostId: 2, hostImmatriculation: '9Q-CSB', installedOn: '2024-01-10', removedOn: '2025-10-30', hostMinutesOff: 90_000, hostCyclesOff: 7000 }),
        ]),
      'GET /api/planecomposants/3/overhauls': () => jsonResponse(200, [overhaul()]),
    });
    renderApp('/composants', sessionWith(['afficher composant']));
    await menuItem('Actions du composant PT6A-SN123', 'Historique');
    const modal = await screen.findByRole('dialog', { name: 'Historique du composant PT6A-SN123' });
    const stays = within(modal).getByRole('region', { name: 'Installations' });
    expect(await within(stays).findByRole('row', { name: /9Q-CSA/ })).toHaveTextContent('Toujours en place');
    const earlier = within(stays).getByRole('row', { name: /9Q-CSB/ });
    expect(plain(earlier.textContent)).toContain('30/10/2025');
    expect(plain(earlier.textContent)).toContain('1 500:00 · 7 000 cycles');
    const overhauls = within(modal).getByRole('region', { name: 'Révisions' });
    expect(within(overhauls).getByRole('link', { name: 'Ouvrir le CRS CRS-REV-9' })).toHaveAttribute('href', '/api/files/rev.pdf');
  });

  it('asks before deleting, and says it in a red toast', async () => {
    const fetchMock = api({ 'DELETE /api/planecomposants/4': () => jsonResponse(200, { msg: 'Suppression effectuée', data: storedPropeller() }) });
    renderApp('/composants', sessionWith(all));
    await menuItem('Actions du composant HC-B3TN-7', 'Supprimer');
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer le composant' });
    expect(confirm).toHaveTextContent('Supprimer le composant HC-B3TN-7 ?');
    expect(callsTo(fetchMock, 'DELETE /api/planecomposants/4')).toEqual([]);
    await userEvent.setup().click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/planecomposants/4')).toHaveLength(1));
    expect(await screen.findByText('Suppression effectuée')).toBeInTheDocument();
  });
});
