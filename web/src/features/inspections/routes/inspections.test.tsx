import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isoDay } from '@/lib/periods';
import type { Permission } from '@/lib/permissions';
import { inspectionView, planeView } from '@/testing/airworthiness';
import { pageOf, sessionWith } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** Today in the browser's calendar: the branch's while GET /api/today is not answered. */
const today = () => isoDay(new Date());

const all: Permission[] = ['afficher inspection', 'ajouter inspection', 'modifier inspection', 'supprimer inspection'];
const annual = inspectionView({ id: 6, description: 'Visite annuelle', time: null, day: 365, serie: 'CRS-2025-007', crs: null, timeAvantRevision: null, dayAvant: -3 });
const cycles = inspectionView({ id: 7, description: 'Visite 600 cycles', time: null, cycle: 600, dateInspection: null, serie: null, crs: null, timeAvantRevision: null, cycleAvant: null });
const soon = inspectionView({ id: 8, description: 'Visite 50 h', time: 50, timeAvantRevision: 40 * 60 });

function api(more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/inspections': () => jsonResponse(200, pageOf([inspectionView(), annual, cycles, soon])),
    'GET /api/planecomposants': () => jsonResponse(200, pageOf([planeView()])),
    ...more,
  });
}

async function menuItem(label: string, item: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: label }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('inspections', () => {
  it('lists the programme: last CRS, aircraft, interval, last time, and what remains in words', async () => {
    api();
    renderApp('/inspections', sessionWith(['afficher inspection']));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Num', 'Série CRS', 'Avion', 'Description', 'Intervalle', 'Dernière', 'Reste', 'Actions',
    ]);
    const hundred = within(table).getByRole('row', { name: /Visite 100 h/ });
    expect(within(hundred).getByRole('link', { name: 'Ouvrir le CRS CRS-2026-031' })).toHaveAttribute('href', '/api/files/crs-031.pdf');
    expect(hundred).toHaveTextContent('100 h');
    expect(hundred).toHaveTextContent('02/10/2026');
    expect(hundred).toHaveTextContent('À jour56:40');
    expect(within(table).getByRole('row', { name: /Visite annuelle/ })).toHaveTextContent('Dépassée-3 j');
    expect(within(table).getByRole('row', { name: /Visite 50 h/ })).toHaveTextContent('Bientôt due40:00');
    expect(within(table).getByRole('row', { name: /Visite 600 cycles/ })).toHaveTextContent('600 cycles—Jamais effectuée');
  });

  it('adds an item only with at least one interval', async () => {
    const fetchMock = api({ 'POST /api/inspections': () => jsonResponse(201, { msg: 'Enregistrement effectué', data: inspectionView() }) });
    renderApp('/inspections?planeId=1', sessionWith(all));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nouvelle inspection' }));
    const modal = await screen.findByRole('dialog', { name: 'Nouvelle inspection' });
    // The list's aircraft comes preset.
    await waitFor(() => expect(within(modal).getByRole('combobox', { name: /^Avion/ })).toHaveValue('9Q-CSA'));
    await user.type(within(modal).getByRole('textbox', { name: /^Description/ }), 'Visite 100 h');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(modal).findByText('Donnez au moins un intervalle : heures, cycles ou jours.')).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: 'Toutes les (heures)' }), '100');
    await user.click(within(modal).getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/inspections')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/inspections')[0].init.body))).toEqual({
      planecomposantId: 1,
      description: 'Visite 100 h',
      time: 100,
      cycle: null,
      day: null,
    });
  });

  it("records a performance: the CRS number required, the aircraft's hours left to the server unless typed", async () => {
    const fetchMock = api({ 'POST /api/inspections/5/done': () => jsonResponse(200, { msg: 'Inspection enregistrée', data: inspectionView() }) });
    renderApp('/inspections', sessionWith(all));
    const user = userEvent.setup();
    await menuItem("Actions de l'inspection Visite 100 h de 9Q-CSA", 'Effectuée');
    const modal = await screen.findByRole('dialog', { name: 'Visite 100 h effectuée sur 9Q-CSA' });
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(modal).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: /^N° du CRS/ }), 'CRS-2026-040');
    await user.type(within(modal).getByRole('textbox', { name: /^Heures de l'avion/ }), '2090');
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(modal).findByText('Saisissez le temps au format HHHH:MM, par exemple 1250:30.')).toBeInTheDocument();
    await user.clear(within(modal).getByRole('textbox', { name: /^Heures de l'avion/ }));
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Inspection enregistrée')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/inspections/5/done')[0].init.body))).toEqual({ date: today(), serie: 'CRS-2026-040' });
  });

  it('sends the CRS file as multipart with the aircraft hours typed', async () => {
    const fetchMock = api({ 'POST /api/inspections/5/done': () => jsonResponse(200, { msg: 'Inspection enregistrée', data: inspectionView() }) });
    renderApp('/inspections', sessionWith(all));
    const user = userEvent.setup();
    await menuItem("Actions de l'inspection Visite 100 h de 9Q-CSA", 'Effectuée');
    const modal = await screen.findByRole('dialog', { name: 'Visite 100 h effectuée sur 9Q-CSA' });
    await user.type(within(modal).getByRole('textbox', { name: /^N° du CRS/ }), 'CRS-2026-041');
    await user.type(within(modal).getByRole('textbox', { name: /^Heures de l'avion/ }), '2090:03');
    const file = new File(['%PDF-1.4'], 'crs.pdf', { type: 'application/pdf' });
    await user.upload(modal.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(within(modal).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/inspections/5/done')).toHaveLength(1));
    const body = callsTo(fetchMock, 'POST /api/inspections/5/done')[0].init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('minutes')).toBe('125403');
    expect(body.get('serie')).toBe('CRS-2026-041');
    expect(body.get('file')).toBeInstanceOf(File);
  });

  it('shows the performances in Historique', async () => {
    api({
      'GET /api/inspections/5/done': () =>
        jsonResponse(200, [{ id: 1, date: '2026-10-02', serie: 'CRS-2026-031', crs: '/api/files/crs-031.pdf', minutes: 120_000, cycles: 9300, createdAt: '2026-10-02T10:00:00Z' }]),
    });
    renderApp('/inspections', sessionWith(['afficher inspection']));
    await menuItem("Actions de l'inspection Visite 100 h de 9Q-CSA", 'Historique');
    const modal = await screen.findByRole('dialog', { name: 'Historique : Visite 100 h de 9Q-CSA' });
    const row = await within(modal).findByRole('row', { name: /02\/10\/2026/ });
    expect(row.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('2 000:009 300');
    expect(screen.queryByRole('menuitem', { name: 'Effectuée' })).not.toBeInTheDocument();
  });
});
