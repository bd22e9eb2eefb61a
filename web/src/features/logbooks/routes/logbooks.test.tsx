import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/periods';
import type { Permission } from '@/lib/permissions';
import { entryPage, entryView, logbookView, planeView } from '@/testing/airworthiness';
import { fixedProfiles, pageOf, person, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Today in the browser's calendar: the branch's while GET /api/today is not answered. */
const today = () => isoDay(new Date());

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const all: Permission[] = ['afficher logbook', 'ajouter logbook', 'modifier logbook', 'supprimer logbook'];
const logbook = logbookView();
const pilot = person(12, 'Jean Mukendi', fixedProfiles.pilote);
const otherPilot = person(13, 'Aline Kavira', fixedProfiles.pilote, { tel: null });
const manifestOf = (id: number, planeId: number) => ({
  id,
  ref_manifest: `MAN-${String(id).padStart(6, '0')}`,
  planeId,
  departureDate: '2026-11-19',
  createdAt: '2026-11-18T08:00:00Z',
  manifest_destination: { id: 2, name: 'Soute Bukavu', city: 'Bukavu', region: 'Sud-Kivu' },
});
const older = entryView({ id: 30, date: '2026-11-18', from: 'Bukavu', to: 'Goma', flightTime: 60, cycles: 1, manifestId: null, manifestRef: null, remarks: 'Vent de travers' });

function api(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/logbooks': () => jsonResponse(200, pageOf([logbook])),
    'GET /api/logbooks/2': () => jsonResponse(200, logbook),
    'GET /api/logbooks/2/entries': () => jsonResponse(200, entryPage([entryView(), older], { total: 12 })),
    'GET /api/planecomposants': () => jsonResponse(200, pageOf([planeView(), planeView({ id: 2, immatriculation: '9Q-CSB' })])),
    'GET /api/pilots': () => jsonResponse(200, pageOf([pilot, otherPilot])),
    // The registration search also finds 9Q-CSAB's manifests: only 9Q-CSA's are offered.
    'GET /api/manifests': () => jsonResponse(200, pageOf([manifestOf(4, 1), manifestOf(9, 5)])),
    ...more,
  });
}

describe('logbooks', () => {
  it('lists the logbooks with their aircraft, entries and counters', async () => {
    api();
    renderApp('/logbooks', sessionWith(['afficher logbook']));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Num', 'Série', 'Avion', 'Description', 'Entrées', 'TSN · CSN', 'Actions',
    ]);
    const row = within(table).getByRole('row', { name: /9Q-CSA/ });
    expect(row).toHaveTextContent('LB-01');
    expect(row).toHaveTextContent('Carnet de route');
    expect(row).toHaveTextContent('12');
    expect(within(row).getByRole('link', { name: 'Ouvrir le logbook de 9Q-CSA' })).toHaveAttribute('href', '/logbooks/2');
    expect(within(row).queryByRole('button', { name: /Modifier/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter le logbook' })).not.toBeInTheDocument();
  });

  it("opens a logbook for an aircraft picked by its registration ('Ajouter le logbook')", async () => {
    const fetchMock = api({ 'POST /api/logbooks': () => jsonResponse(201, { msg: 'Enregistrement effectué', data: logbook }) });
    renderApp('/logbooks', sessionWith(all));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter le logbook' }));
    const modal = await screen.findByRole('dialog', { name: 'Ajouter le logbook' });
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await user.click(within(modal).getByRole('combobox', { name: /^Avion/ }));
    await user.click(await screen.findByRole('option', { name: '9Q-CSB' }));
    await user.type(within(modal).getByRole('textbox', { name: 'Numéro' }), 'LB-02');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/logbooks')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/logbooks')[0].init.body))).toEqual({ plaque: '9Q-CSB', serie: 'LB-02', description: null });
  });

  it("shows a logbook's flights with the totals brought forward and carried forward", async () => {
    const fetchMock = api();
    renderApp('/logbooks/2', sessionWith(['afficher logbook']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Logbook de 9Q-CSA' })).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Totaux de la page' });
    expect(plain(within(totals).getByRole('group', { name: 'Report' }).textContent)).toBe('Report2 083:209 400 cycles');
    expect(plain(within(totals).getByRole('group', { name: 'Vols de cette page' }).textContent)).toBe('Vols de cette page6:4310 cycles');
    expect(plain(within(totals).getByRole('group', { name: 'À reporter' }).textContent)).toBe('À reporter2 090:039 410 cycles');

    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Date', 'Trajet', 'Temps', 'Cycles', 'Pilote', 'Manifeste', 'Remarques',
    ]);
    const flight = within(table).getByRole('row', { name: /Goma → Bukavu/ });
    expect(flight).toHaveTextContent('20/11/2026');
    expect(flight).toHaveTextContent('1:45');
    expect(within(flight).getByRole('link', { name: 'MAN-000004' })).toHaveAttribute('href', '/manifests/4');
    expect(within(flight).getByRole('link', { name: 'Jean Mukendi' })).toHaveAttribute('href', '/profile/12');
    expect(within(table).getByRole('row', { name: /Bukavu → Goma/ })).toHaveTextContent('Vent de travers');

    // 12 entries: two pages of 10.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/logbooks/2/entries').map(({ url }) => url.search)).toContain('?page=2&per_page=10'),
    );
  });

  it('takes a flight time as H:MM only, and shows the counters after the entry before saving', async () => {
    const fetchMock = api({ 'POST /api/logbooks/2/entries': () => jsonResponse(201, { msg: 'Entrée enregistrée', data: entryView() }) });
    renderApp('/logbooks/2', sessionWith(all));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouvelle entrée' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouvelle entrée au logbook de 9Q-CSA' });
    const after = within(modal).getByRole('region', { name: 'Compteurs de 9Q-CSA après cette entrée' });

    await user.type(within(modal).getByRole('textbox', { name: /^De/ }), 'Goma');
    await user.type(within(modal).getByRole('textbox', { name: /^Vers/ }), 'Bunia');
    await user.type(within(modal).getByRole('textbox', { name: /^Temps de vol/ }), '105');
    await user.clear(within(modal).getByRole('textbox', { name: /^Cycles/ }));
    await user.type(within(modal).getByRole('textbox', { name: /^Cycles/ }), '51');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(
      await within(modal).findByText('Saisissez le temps au format H:MM, par exemple 1:45 pour une heure quarante-cinq.'),
    ).toBeInTheDocument();
    expect(within(modal).getByText('Saisissez un nombre entier de 1 à 50.')).toBeInTheDocument();
    expect(within(modal).getByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/logbooks/2/entries')).toEqual([]);

    await user.clear(within(modal).getByRole('textbox', { name: /^Temps de vol/ }));
    await user.type(within(modal).getByRole('textbox', { name: /^Temps de vol/ }), '1:45');
    await user.clear(within(modal).getByRole('textbox', { name: /^Cycles/ }));
    await user.type(within(modal).getByRole('textbox', { name: /^Cycles/ }), '2');
    expect(plain(within(after).getByRole('row', { name: /^TSN/ }).textContent)).toBe('TSN2 090:03+1:452 091:48');
    expect(plain(within(after).getByRole('row', { name: /^CSN/ }).textContent)).toBe('CSN9 410+29 412');
    expect(plain(within(after).getByRole('row', { name: /^CSO/ }).textContent)).toBe('CSO610+2612');

    await user.click(within(modal).getByRole('combobox', { name: /^Pilote/ }));
    await user.click(await screen.findByRole('option', { name: 'Jean Mukendi · 0990000012' }));
    await user.click(within(modal).getByRole('combobox', { name: /^Manifeste/ }));
    expect(screen.queryByRole('option', { name: /MAN-000009/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'MAN-000004 · vers Bukavu · 19/11/2026' }));
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/logbooks/2/entries')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/logbooks/2/entries')[0].init.body))).toEqual({
      date: today(),
      from: 'Goma',
      to: 'Bunia',
      flightTime: 105,
      cycles: 2,
      pilotId: 12,
      manifestId: 4,
      remarks: null,
    });
    expect(callsTo(fetchMock, 'GET /api/manifests')[0].url.search).toBe('?column=plane.ref&q=9Q-CSA&per_page=30');
    expect(await screen.findByText('Entrée enregistrée')).toBeInTheDocument();
  });

  it('logs a flight of a grounded aircraft only once confirmed as a ferry flight, with its reason', async () => {
    let sent = 0;
    const grounded = "L'avion 9Q-CSA est immobilisé : Assurance (expirée depuis 1 jour)";
    const fetchMock = api({
      'POST /api/logbooks/2/entries': () =>
        sent++ === 0
          ? jsonResponse(409, { msg: grounded, code: 'aircraft_grounded' })
          : jsonResponse(201, { msg: 'Entrée enregistrée', data: entryView({ ferryReason: 'Convoyage vers Goma' }) }),
    });
    renderApp('/logbooks/2', sessionWith(all));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouvelle entrée' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouvelle entrée au logbook de 9Q-CSA' });
    await user.type(within(modal).getByRole('textbox', { name: /^De/ }), 'Bunia');
    await user.type(within(modal).getByRole('textbox', { name: /^Vers/ }), 'Goma');
    await user.type(within(modal).getByRole('textbox', { name: /^Temps de vol/ }), '1:10');
    await user.click(within(modal).getByRole('combobox', { name: /^Pilote/ }));
    await user.click(await screen.findByRole('option', { name: 'Jean Mukendi · 0990000012' }));
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));

    // Refused: the modal says why and asks for the ferry flight's reason.
    expect(await within(modal).findByText(grounded)).toBeInTheDocument();
    const confirm = within(modal).getByRole('button', { name: 'Confirmer le vol de convoyage' });
    await user.click(confirm);
    expect(await within(modal).findByText('Dites pourquoi cet avion immobilisé a volé')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/logbooks/2/entries')).toHaveLength(1);
    await user.type(within(modal).getByRole('textbox', { name: /^Motif du vol de convoyage/ }), 'Convoyage vers Goma');
    await user.click(confirm);
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/logbooks/2/entries')).toHaveLength(2));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/logbooks/2/entries')[1].init.body))).toMatchObject({
      from: 'Bunia',
      ferryReason: 'Convoyage vers Goma',
    });
    expect(await screen.findByText('Entrée enregistrée')).toBeInTheDocument();
  });

  it("dates a new flight on the branch's day, not taking the browser's when that is already the branch's tomorrow", async () => {
    // Late evening at the branch, already tomorrow for this browser: the branch's day decides.
    const branchDay = isoDay(new Date(Date.now() - 24 * 3600_000));
    const fetchMock = api({
      'GET /api/today': () => jsonResponse(200, { today: branchDay }),
      'POST /api/logbooks/2/entries': () => jsonResponse(201, { msg: 'Entrée enregistrée', data: entryView() }),
    });
    renderApp('/logbooks/2', sessionWith(all));
    const user = userEvent.setup();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/today')).not.toHaveLength(0));
    await user.click(await screen.findByRole('button', { name: 'Nouvelle entrée' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouvelle entrée au logbook de 9Q-CSA' });
    const date = within(modal).getByRole('textbox', { name: /^Date/ });
    await waitFor(() => expect(date).toHaveValue(branchDay.split('-').reverse().join('/')));

    // The browser's today is the branch's tomorrow: not taken.
    await user.clear(date);
    await user.type(date, today().split('-').reverse().join('/'));
    await user.tab();
    expect(date).not.toHaveValue(today().split('-').reverse().join('/'));
    await user.clear(date);
    await user.type(date, branchDay.split('-').reverse().join('/'));
    await user.type(within(modal).getByRole('textbox', { name: /^De/ }), 'Goma');
    await user.type(within(modal).getByRole('textbox', { name: /^Vers/ }), 'Bunia');
    await user.type(within(modal).getByRole('textbox', { name: /^Temps de vol/ }), '1:45');
    await user.click(within(modal).getByRole('combobox', { name: /^Pilote/ }));
    await user.click(await screen.findByRole('option', { name: 'Jean Mukendi · 0990000012' }));
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/logbooks/2/entries')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/logbooks/2/entries')[0].init.body))).toMatchObject({ date: branchDay });
  });

  it("edits a flight: the counters after it show the difference with what was saved", async () => {
    const fetchMock = api({ 'PUT /api/logbookentries/31': () => jsonResponse(200, { msg: 'Entrée enregistrée', data: entryView() }) });
    renderApp('/logbooks/2', sessionWith(all));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier le vol du 20/11/2026, Goma → Bukavu' }));
    const modal = await screen.findByRole('dialog', { name: "Modifier l'entrée du 20/11/2026" });
    const time = within(modal).getByRole('textbox', { name: /^Temps de vol/ });
    expect(time).toHaveValue('1:45');
    await user.clear(time);
    await user.type(time, '1:30');
    const after = within(modal).getByRole('region', { name: 'Compteurs de 9Q-CSA après cette entrée' });
    expect(plain(within(after).getByRole('row', { name: /^TSN/ }).textContent)).toBe('TSN2 090:03-0:152 089:48');
    expect(plain(within(after).getByRole('row', { name: /^CSN/ }).textContent)).toBe('CSN9 410+09 410');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/logbookentries/31')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/logbookentries/31')[0].init.body))).toMatchObject({
      flightTime: 90,
      date: '2026-11-20',
      pilotId: 12,
      manifestId: 4,
      updatedAt: entryView().updatedAt,
    });
  });

  it('asks before deleting a flight, saying what the counters lose', async () => {
    const fetchMock = api({ 'DELETE /api/logbookentries/31': () => jsonResponse(200, { msg: 'Entrée supprimée', data: entryView() }) });
    renderApp('/logbooks/2', sessionWith(all));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer le vol du 20/11/2026, Goma → Bukavu' }));
    const confirm = await screen.findByRole('dialog', { name: "Supprimer l'entrée" });
    expect(confirm).toHaveTextContent('Supprimer le vol du 20/11/2026, Goma → Bukavu (1:45, 2 cycles) ?');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Entrée supprimée')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/logbookentries/31')).toHaveLength(1);
  });

  it('says when the pilots cannot be listed for this user', async () => {
    api({ 'GET /api/pilots': () => jsonResponse(403, { msg: 'Permission manquante : afficher personnel', code: 'forbidden' }) });
    renderApp('/logbooks/2', sessionWith(all));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Nouvelle entrée' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouvelle entrée au logbook de 9Q-CSA' });
    expect(await within(modal).findByText('Liste des pilotes non accessible : Permission manquante : afficher personnel')).toBeInTheDocument();
  });
});
